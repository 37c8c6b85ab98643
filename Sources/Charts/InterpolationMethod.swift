/// How a line or area joins its points (Apple's documentation of `InterpolationMethod`). The
/// curves are d3-shape's, which Charts' names follow: centripetal Catmull–Rom (alpha 0.5 by
/// default), cardinal splines by tension, Fritsch–Carlson monotone cubics, and steps.
public struct InterpolationMethod: Equatable, CustomStringConvertible, Sendable {
    enum Kind: Equatable { case linear, catmullRom(alpha: Double), cardinal(tension: Double), monotone, stepStart, stepCenter, stepEnd }
    let kind: Kind
    public static var linear: InterpolationMethod { InterpolationMethod(kind: .linear) }
    public static var catmullRom: InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha: 0.5)) }
    public static var cardinal: InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: 0)) }
    public static var monotone: InterpolationMethod { InterpolationMethod(kind: .monotone) }
    public static var stepStart: InterpolationMethod { InterpolationMethod(kind: .stepStart) }
    public static var stepCenter: InterpolationMethod { InterpolationMethod(kind: .stepCenter) }
    public static var stepEnd: InterpolationMethod { InterpolationMethod(kind: .stepEnd) }
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha: alpha)) }
    /// The method's name, as iOS describes it ("catmullRom").
    public var description: String {
        switch kind {
        case .linear: "linear"
        case .catmullRom: "catmullRom"
        case .cardinal: "cardinal"
        case .monotone: "monotone"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        }
    }

    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: tension)) }
}
