/// A type-erased shape, for a shape chosen at run time (`isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`).
public struct AnyShape: Shape, Sendable {
    private let box: any Shape
    public init<S: Shape>(_ shape: S) { box = (shape as? AnyShape)?.box ?? shape }
    public func path(in rect: CGRect) -> Path { box.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { box.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { box.layoutDirectionBehavior }
}
