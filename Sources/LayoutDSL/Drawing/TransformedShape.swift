/// A shape moved by an affine transform: `offset(x:y:)` and `transform(_:)` on shapes.
public struct TransformedShape<Base: Shape>: Shape {
    let base: Base
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    let transform: CGAffineTransform
    public func path(in rect: CGRect) -> Path { base.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
