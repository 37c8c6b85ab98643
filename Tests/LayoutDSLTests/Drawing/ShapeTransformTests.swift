import LayoutDSL
import Testing

/// Offset, scaled, rotated, transformed and resized shapes draw their shape's path moved within
/// the frame they are given; their role is their shape's; a path's description recreates it.
struct ShapeTransformTests {
    private let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test func offsetMovesThePathNotTheFrame() throws {
        let moved = Rectangle().offset(x: 10, y: 20)
        #expect(moved.path(in: square).boundingRect == CGRect(x: 10, y: 20, width: 100, height: 100))
        #expect(Rectangle().offset(CGPoint(x: 5, y: 5)).offset == CGSize(width: 5, height: 5))
        // An inset offset shape is its shape inset, moved.
        #expect(moved.inset(by: 10).path(in: square).boundingRect == CGRect(x: 20, y: 30, width: 80, height: 80))
        // Laid out, the view keeps its frame; the fill is drawn moved.
        let tree = try resolve(moved.fill(Color.red).frame(width: 100, height: 100).accessibilityIdentifier("r"), 100, 100)
        #expect(frame(tree, "r") == rect(0, 0, 100, 100))
    }

    @Test func scaledRotatedAndTransformedKeepTheirParts() {
        let scaled = Rectangle().scale(x: 0.5, y: 2, anchor: .topLeading)
        #expect(scaled.scale == CGSize(width: 0.5, height: 2) && scaled.anchor == .topLeading)
        #expect(scaled.path(in: square).boundingRect == CGRect(x: 0, y: 0, width: 50, height: 200))
        let rotated = RotatedShape(shape: Rectangle(), angle: .degrees(90))
        #expect(rotated.inset(by: 10).shape.path(in: square) == Rectangle().inset(by: 10).path(in: square))
        let transformed = TransformedShape(shape: Circle(), transform: CGAffineTransform(translationX: 3, y: 0))
        #expect(transformed.path(in: square).boundingRect.minX == 3)
    }

    @Test func rolesComeFromTheShape() {
        #expect(Rectangle.role == .fill)
        #expect(OffsetShape<Circle>.role == .fill)
        #expect(type(of: Circle().stroke(lineWidth: 2)).role == .stroke)
        #expect(RotatedShape<_StrokedShape<Circle>>.role == .stroke)
    }

    /// `size` draws the shape in a rect of that size, at the anchor, without changing layout.
    @Test func sizedShapeDrawsInItsSize() {
        #expect(Circle().size(width: 20, height: 20).path(in: square).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(Circle().size(CGSize(width: 20, height: 20), anchor: .center).path(in: square).boundingRect
            == CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    @Test func pathDescriptionRoundTrips() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 7.5, y: 12), control2: CGPoint(x: 2, y: 12))
        path.closeSubpath()
        #expect(path.description == "0 0 m 10 0 l 15 5 10 10 q 7.5 12 2 12 0 10 c h")
        #expect(Path(path.description) == path)
        #expect(Path("0 0 m 5 l") == nil)
        #expect(Path("1 2 z") == nil)
    }

    @Test func unevenCornersAsAPath() {
        let radii = RectangleCornerRadii(topLeading: 10, bottomLeading: 0, bottomTrailing: 20, topTrailing: 5)
        #expect(Path(roundedRect: square, cornerRadii: radii) == UnevenRoundedRectangle(cornerRadii: radii).path(in: square))
        var animated = radii
        animated.animatableData.second.first = 30
        #expect(animated.bottomTrailing == 30 && animated.topLeading == 10)
    }
}
