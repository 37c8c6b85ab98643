/// A shape moved by an offset within its frame: `offset(_:)` and `offset(x:y:)` on shapes
/// (Apple's documentation of `OffsetShape`). The frame it is laid out in does not move; its path
/// does. It keeps its shape's role, and insets as its shape does, moved.
@frozen public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape; self.offset = offset
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    public static var role: ShapeRole { Content.role }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public typealias InsetShape = OffsetShape<Content.InsetShape>
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension Shape {
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}
