/// A shape inset by an amount on every side: `inset(by:)`, and `strokeBorder` by half the line width.
public struct InsetShape<Base: Shape>: Shape {
    let base: Base
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
