/// A timing curve over unit time (SwiftUI's `UnitCurve`, iOS 17): the named curves are the
/// cubic Béziers of Core Animation's timing functions (see `Animation.easeIn`); the circular
/// ones are the quarter circles of the same name in CSS easing libraries (estimate: Apple
/// documents them as "a circular curve" only).
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case bezier(x1: Double, y1: Double, x2: Double, y2: Double), circularIn, circularOut, circularInOut }
    let kind: Kind

    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
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
        }
    }
}
