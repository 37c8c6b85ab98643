/// A timing curve over unit time (SwiftUI's `UnitCurve`, iOS 17): the named curves are the
/// cubic Béziers of Core Animation's timing functions (see `Animation.easeIn`); the circular
/// ones are the quarter circles of the same name in CSS easing libraries (estimate: Apple
/// documents them as "a circular curve" only). `circularOutIn` is the inverse of
/// `circularInOut`, which no named curve is.
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double), circularIn, circularOut, circularInOut, circularOutIn
    }
    let kind: Kind

    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut
    public static let circularEaseIn = UnitCurve(kind: .circularIn)
    public static let circularEaseOut = UnitCurve(kind: .circularOut)
    public static let circularEaseInOut = UnitCurve(kind: .circularInOut)

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(x1: startControlPoint.x, y1: startControlPoint.y, x2: endControlPoint.x, y2: endControlPoint.y))
    }

    /// Progress at `progress` of the time (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch kind {
        case let .bezier(x1, y1, x2, y2): return CubicBezier(min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2).value(at: x)
        case .circularIn: return 1 - (1 - x * x).squareRoot()
        case .circularOut: return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        case .circularOutIn:
            return x < 0.5 ? (1 - pow(1 - 2 * x, 2)).squareRoot() / 2 : 1 - (1 - pow(2 * x - 1, 2)).squareRoot() / 2
        }
    }

    /// The rate of change of `value(at:)` at `progress` (clamped to 0…1): Apple's "the velocity
    /// of the curve at a given progress value", the derivative of the curve (a linear curve is
    /// 1 throughout; a quarter circle is vertical at its steep end).
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch kind {
        case let .bezier(x1, y1, x2, y2): return CubicBezier(min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2).slope(at: x)
        case .circularIn: return x / (1 - x * x).squareRoot()
        case .circularOut: return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularInOut:
            return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot() : (2 - 2 * x) / (1 - pow(2 - 2 * x, 2)).squareRoot()
        case .circularOutIn:
            return x < 0.5 ? (1 - 2 * x) / (1 - pow(1 - 2 * x, 2)).squareRoot() : (2 * x - 1) / (1 - pow(2 * x - 1, 2)).squareRoot()
        }
    }

    /// The curve with its x and y swapped (Apple: "the inverse can be used to solve a curve in
    /// reverse: given a known output (y) value, the corresponding input (x) value"): a Bézier
    /// with its control points mirrored about the diagonal, the circular curves each other's.
    public var inverse: UnitCurve {
        switch kind {
        case let .bezier(x1, y1, x2, y2): return UnitCurve(kind: .bezier(x1: y1, y1: x1, x2: y2, y2: x2))
        case .circularIn: return .circularEaseOut
        case .circularOut: return .circularEaseIn
        case .circularInOut: return UnitCurve(kind: .circularOutIn)
        case .circularOutIn: return .circularEaseInOut
        }
    }
}
