/// The timing-curve animations: cubic Béziers over a duration, 0.35 s unless given (SwiftUI's
/// documented default for `linear`, `easeIn`, `easeOut`, `easeInOut` and `timingCurve`).
/// Control points are Core Animation's named timing functions (CAMediaTimingFunctionName:
/// easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInEaseOut (0.42, 0, 0.58, 1)), the
/// same numbers as CSS's `ease-in`, `ease-out`, `ease-in-out`.
extension Animation {
    static let defaultCurveDuration = 0.35

    public static let linear = Animation.linear(duration: defaultCurveDuration)
    public static let easeIn = Animation.easeIn(duration: defaultCurveDuration)
    public static let easeOut = Animation.easeOut(duration: defaultCurveDuration)
    public static let easeInOut = Animation.easeInOut(duration: defaultCurveDuration)

    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }

    /// A cubic Bézier from (0, 0) to (1, 1) with control points (c0x, c0y) and (c1x, c1y);
    /// x is time, y progress. x coordinates outside 0…1 are clamped (x must stay monotonic).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: c0x, y: c0y), endControlPoint: UnitPoint(x: c1x, y: c1y)), duration: duration)
    }

    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(.curve(curve, duration: max(duration, 0)))
    }
}
