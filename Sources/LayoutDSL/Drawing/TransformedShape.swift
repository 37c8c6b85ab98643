/// A shape moved by an affine transform: `transform(_:)` on shapes (Apple's documentation of
/// `TransformedShape`). It keeps its shape's role.
@frozen public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape; self.transform = transform
    }

    /// The shape's data; the transform itself does not animate (SwiftUICore's declaration).
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    public static var role: ShapeRole { Content.role }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}
