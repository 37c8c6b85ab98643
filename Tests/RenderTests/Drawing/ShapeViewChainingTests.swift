import LayoutDSL
import Render
import Testing

/// iOS 17's shape views: a filled shape stroked, a stroked one filled, a stroke inside the frame
/// over a fill; each drawing goes over the last in the same frame.
struct ShapeViewChainingTests {
    /// A 100-point circle filled red and stroked blue 10 wide: red at its centre, blue on its
    /// edge (the stroke straddles it), nothing outside.
    @Test func fillThenStroke() throws {
        let image = try render(Circle().fill(.red).stroke(.blue, lineWidth: 10).frame(width: 100, height: 100).padding(10),
                               width: 120, height: 120)
        #expect(image[60, 60] == Pixel(r: 255, g: 56, b: 60, a: 255))
        #expect(image[10, 60] == Pixel(r: 0, g: 136, b: 255, a: 255))
        #expect(image[3, 3].a == 0)
    }

    /// A stroke border then a fill: the fill covers the shape, the border under it; stroked
    /// again on top, the border shows inside the frame only.
    @Test func strokeBorderOverAFill() throws {
        let view = RoundedRectangle(cornerRadius: 8).fill(.yellow).strokeBorder(.green, lineWidth: 6).frame(width: 100, height: 60)
        let image = try render(view, width: 100, height: 60)
        #expect(image[2, 30] == Pixel(r: 52, g: 199, b: 89, a: 255))
        #expect(image[50, 30] == Pixel(r: 255, g: 204, b: 0, a: 255))
        // The chain keeps the shape it draws.
        let chained = Capsule(style: .continuous).fill(.red).stroke(.blue, lineWidth: 2)
        #expect(chained.shape.style == .continuous && chained.strokeStyle.lineWidth == 2 && chained.isAntialiased)
    }
}
