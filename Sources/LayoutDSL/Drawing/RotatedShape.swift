/// A shape rotated about an anchor of its frame: `rotation(_:anchor:)`.
public struct RotatedShape<Base: Shape>: Shape {
    let base: Base
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    let angle: Angle, anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).applying(about(anchor, in: rect, CGAffineTransform(rotationAngle: angle.radians)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
