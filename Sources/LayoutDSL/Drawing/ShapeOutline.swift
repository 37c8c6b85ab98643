/// A shape in a rectangle: what a shape view draws, as data. The outline is made when it is
/// drawn, by the shape's own `path(in:)` (drawing code, which knows nothing of layout), so
/// resolving a tree builds no paths: a continuous rounded rectangle is some thirty elements,
/// and most resolved trees are only measured or encoded.
public struct ShapeOutline: Sendable {
    public var shape: any Shape
    public var rect: CGRect

    public init(_ shape: any Shape, in rect: CGRect) { self.shape = shape; self.rect = rect }

    public var path: Path { shape.path(in: rect) }
}
