/// A shape in a rectangle: what a shape view draws, as data. The outline is made when it is
/// drawn, by the shape's own `path(in:)` (drawing code, which knows nothing of layout), so
/// resolving a tree builds no paths: a continuous rounded rectangle is some thirty elements,
/// and most resolved trees are only measured or encoded.
///
/// A shape made inside a container shape keeps it, so that `ContainerRelativeShape` and
/// `ConcentricRectangle` (or a shape built on them) find it when the path is made.
public struct ShapeOutline: Sendable {
    public var shape: any Shape
    public var rect: CGRect
    let container: ContainerShapeBox?

    public init(_ shape: any Shape, in rect: CGRect) {
        self.shape = shape; self.rect = rect
        container = ContainerShapeContext.current.map(ContainerShapeBox.init)
    }

    public var path: Path {
        guard let container else { return shape.path(in: rect) }
        return ContainerShapeContext.$current.withValue(container.context) { shape.path(in: rect) }
    }
}
