/// A shape inset by an amount on every side: `inset(by:)`, and `strokeBorder` by half the line width.
public struct InsetShape<Base: Shape>: Shape {
    var base: Base
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    var amount: CGFloat
    /// The base's data and the inset, as SwiftUICore declares `_Inset`'s.
    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set { (base.animatableData, amount) = (newValue.first, newValue.second) }
    }
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
