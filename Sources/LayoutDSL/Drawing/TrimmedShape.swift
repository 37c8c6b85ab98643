/// A shape's outline from one fraction of its length to another: `trim(from:to:)`.
public struct TrimmedShape<Base: Shape>: Shape {
    let base: Base
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    let from: CGFloat, to: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
