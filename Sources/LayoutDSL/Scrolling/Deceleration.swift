/// UIScrollView's normal deceleration: velocity falls by 0.998 per millisecond.
public enum Deceleration {
    public static let rate: Double = 0.998
    /// Distance travelled per unit of initial velocity until rest: −1 / (1000 · ln r) ≈ 0.4995 s.
    public static let travelPerVelocity: CGFloat = -1 / (1000 * log(rate))

    /// Distance travelled after `t` seconds from velocity `v`: v · (r^(1000 t) − 1) / (1000 · ln r).
    public static func distance(velocity v: CGFloat, after t: Double) -> CGFloat {
        v * CGFloat((pow(rate, 1000 * t) - 1) / (1000 * log(rate)))
    }

    public static func velocity(_ v: CGFloat, after t: Double) -> CGFloat { v * CGFloat(pow(rate, 1000 * t)) }

    /// UIScrollView's rubber band: a finger `x` past the edge moves content
    /// (1 − 1 / (x·c/d + 1)) · d, with c = 0.55 and d the viewport's extent.
    public static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        let sign: CGFloat = x < 0 ? -1 : 1
        return sign * (1 - 1 / (abs(x) * 0.55 / d + 1)) * d
    }
}
