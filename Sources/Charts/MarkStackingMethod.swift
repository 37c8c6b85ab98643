/// How marks at the same position stack (Apple's documentation of `MarkStackingMethod`): bars and
/// areas stack from zero by default; `.normalized` fills the dimension, `.center` centres the
/// stack on zero, `.unstacked` overlaps.
public struct MarkStackingMethod: Equatable, Sendable {
    enum Kind: Equatable { case standard, normalized, center, unstacked }
    let kind: Kind
    public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
    public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
    public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}
