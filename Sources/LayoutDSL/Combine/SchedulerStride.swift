/// The interval type of the main queue's and the main run loop's schedulers, in seconds:
/// `.seconds(0.3)`, `.milliseconds(300)` or a literal `0.3` in `debounce(for:scheduler:)`,
/// `throttle(for:scheduler:latest:)` and `delay(for:scheduler:)`. Combine gives each scheduler a
/// nested `Stride` with these members (`DispatchQueue.SchedulerTimeType.Stride`); both are
/// this type here, since the two only differ in the unit of `magnitude` (Apple's Combine
/// documentation, "DispatchQueue.SchedulerTimeType.Stride", "RunLoop.SchedulerTimeType.Stride").
public struct SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                               ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
    /// Seconds.
    public var magnitude: TimeInterval
    public var timeInterval: TimeInterval { magnitude }

    public init(_ seconds: TimeInterval) { magnitude = seconds }
    public init(floatLiteral value: TimeInterval) { magnitude = value }
    public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
    }

    public static func seconds(_ value: Int) -> Self { Self(TimeInterval(value)) }
    public static func seconds(_ value: Double) -> Self { Self(value) }
    public static func milliseconds(_ value: Int) -> Self { Self(TimeInterval(value) / 1e3) }
    public static func microseconds(_ value: Int) -> Self { Self(TimeInterval(value) / 1e6) }
    public static func nanoseconds(_ value: Int) -> Self { Self(TimeInterval(value) / 1e9) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}
