/// A shape scaled about an anchor of its frame: `scale(_:anchor:)`.
public struct ScaledShape<Base: Shape>: Shape {
    let base: Base
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    let scale: CGSize, anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).applying(about(anchor, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
