/// A shape's outline from one fraction of its length to another: `trim(from:to:)`.
public struct TrimmedShape<Base: Shape>: Shape {
    var base: Base
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    var from: CGFloat, to: CGFloat
    /// The base's data and both fractions, as SwiftUICore declares `_TrimmedShape`'s: a progress
    /// ring's `trim(from: 0, to: progress)` animates its stroke's length.
    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(base.animatableData, AnimatablePair(from, to)) }
        set { (base.animatableData, from, to) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
