import Foundation

/// Core Media's integer types of a time, as Swift imports them.
public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// A rational time, `value / timescale` seconds (Apple's documentation of `CMTime`,
/// https://developer.apple.com/documentation/coremedia/cmtime). It belongs to Core Media, which
/// AVFoundation re-exports on Apple platforms (a file that imports only AVFoundation uses `CMTime`),
/// so it lives here.
///
/// Comparisons follow `CMTimeCompare`: times are equal when they are the same number of seconds
/// (1/2 == 2/4), invalid times are equal to each other and less than any valid time, and the
/// infinities and indefinite times sort after every numeric time.
public struct CMTime: Sendable, CustomStringConvertible {
    /// Core Media's `CMTimeFlags`, with Apple's raw values.
    public struct Flags: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let valid = Flags(rawValue: 1 << 0)
        public static let hasBeenRounded = Flags(rawValue: 1 << 1)
        public static let positiveInfinity = Flags(rawValue: 1 << 2)
        public static let negativeInfinity = Flags(rawValue: 1 << 3)
        public static let indefinite = Flags(rawValue: 1 << 4)
        public static let impliedValueFlagsMask: Flags = [.positiveInfinity, .negativeInfinity, .indefinite]
    }

    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTime.Flags
    public var epoch: CMTimeEpoch

    /// A zeroed, invalid time, as `CMTime()` is on Apple platforms.
    public init() {
        self.init(value: 0, timescale: 0, flags: [], epoch: 0)
    }

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTime.Flags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// `value / timescale` seconds (`CMTimeMake`); invalid when the timescale is not positive.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// The time nearest `seconds` in units of `1 / preferredTimescale` (`CMTimeMakeWithSeconds`):
    /// 1.5 s at 600 is 900/600. NaN makes an invalid time and the infinities the infinite times.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds == .infinity {
            self = .positiveInfinity
        } else if seconds == -.infinity {
            self = .negativeInfinity
        } else {
            let exact = seconds * Double(preferredTimescale)
            let rounded = exact.rounded()
            let value = rounded >= Double(Int64.max) ? Int64.max : rounded <= Double(Int64.min) ? Int64.min : Int64(rounded)
            self.init(value: value, timescale: preferredTimescale,
                      flags: rounded == exact ? .valid : [.valid, .hasBeenRounded], epoch: 0)
        }
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime()
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Valid and finite: neither indefinite nor infinite.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// The time in seconds (`CMTimeGetSeconds`): NaN for invalid and indefinite times, ±infinity for
    /// the infinite ones.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// This time in units of `1 / newTimescale` (`CMTimeConvertScale`), rounded half away from zero.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric, newTimescale > 0 else { return self }
        return CMTime(seconds: seconds, preferredTimescale: newTimescale)
    }

    public var description: String {
        guard isValid else { return "CMTime(invalid)" }
        if isIndefinite { return "CMTime(indefinite)" }
        if isPositiveInfinity { return "CMTime(+infinity)" }
        if isNegativeInfinity { return "CMTime(-infinity)" }
        return "CMTime(\(value)/\(timescale) = \(seconds))"
    }
}

/// How `convertScale(_:method:)` rounds (Core Media's `CMTimeRoundingMethod`, Apple's raw values);
/// the conversion here always rounds half away from zero.
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1
    case roundTowardZero = 2
    case roundAwayFromZero = 3
    case quickTime = 4
    case roundTowardPositiveInfinity = 5
    case roundTowardNegativeInfinity = 6
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

extension CMTime: Comparable {
    /// The order of `CMTimeCompare`: invalid < -infinity < numeric < +infinity < indefinite.
    private var rank: Int {
        if !isValid { return 0 }
        if isNegativeInfinity { return 1 }
        if isPositiveInfinity { return 3 }
        if isIndefinite { return 4 }
        return 2
    }

    /// `CMTimeCompare`: -1, 0 or 1. Numeric times compare exactly, cross-multiplied in 128 bits.
    static func compare(_ a: CMTime, _ b: CMTime) -> Int {
        if a.rank != b.rank { return a.rank < b.rank ? -1 : 1 }
        guard a.rank == 2 else { return 0 }
        let left = a.value.multipliedFullWidth(by: Int64(b.timescale))
        let right = b.value.multipliedFullWidth(by: Int64(a.timescale))
        if left.high != right.high { return left.high < right.high ? -1 : 1 }
        if left.low != right.low { return left.low < right.low ? -1 : 1 }
        return 0
    }

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) == 0 }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) < 0 }
}

extension CMTime {
    /// The sum, in the larger of the two timescales (`CMTimeAdd`); invalid if either is.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
        guard lhs.isNumeric, rhs.isNumeric else { return lhs.isValid && rhs.isValid ? nonNumericSum(lhs, rhs) : .invalid }
        let scale = max(lhs.timescale, rhs.timescale)
        return CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: scale)
    }

    /// The difference, in the larger of the two timescales (`CMTimeSubtract`).
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
        lhs + CMTime(value: -rhs.value, timescale: rhs.timescale, flags: negatedFlags(rhs.flags), epoch: rhs.epoch)
    }

    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }

    private static func negatedFlags(_ flags: Flags) -> Flags {
        var negated = flags
        if flags.contains(.positiveInfinity) { negated.remove(.positiveInfinity); negated.insert(.negativeInfinity) }
        else if flags.contains(.negativeInfinity) { negated.remove(.negativeInfinity); negated.insert(.positiveInfinity) }
        return negated
    }

    /// Sums with an infinite or indefinite time: indefinite wins, opposite infinities are invalid.
    private static func nonNumericSum(_ a: CMTime, _ b: CMTime) -> CMTime {
        if a.isIndefinite || b.isIndefinite { return .indefinite }
        if (a.isPositiveInfinity && b.isNegativeInfinity) || (a.isNegativeInfinity && b.isPositiveInfinity) { return .invalid }
        return a.isNumeric ? b : a
    }
}

/// Core Media's C functions for times, as apps still call them.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { Int32(CMTime.compare(time1, time2)) }
// The C constants, which Swift renames to `CMTime`'s static properties as it does on Apple platforms.
@available(*, unavailable, renamed: "CMTime.zero")
public let kCMTimeZero = CMTime.zero
@available(*, unavailable, renamed: "CMTime.invalid")
public let kCMTimeInvalid = CMTime.invalid
@available(*, unavailable, renamed: "CMTime.indefinite")
public let kCMTimeIndefinite = CMTime.indefinite
