import LayoutDSL
import Render
import Testing

/// Shapes mirror right to left unless their `layoutDirectionBehavior` is `.fixed` (iOS 17's
/// default is `.mirrors`; the symmetric built-in shapes gain nothing from it).
struct RightToLeftShapeTests {
    /// The top-left half of its rectangle.
    struct Wedge: Shape {
        var behavior: LayoutDirectionBehavior = .mirrors
        var layoutDirectionBehavior: LayoutDirectionBehavior { behavior }
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    func canvas<S: Shape>(_ shape: S, _ direction: LayoutDirection) throws -> Canvas {
        try render(shape.fill(Color.black).environment(\.layoutDirection, direction), width: 100, height: 100)
    }

    @Test func customShapesMirror() throws {
        let ltr = try canvas(Wedge(), .leftToRight)
        #expect(ltr.alpha(15, 80) == 255 && ltr.alpha(85, 80) == 0)
        let rtl = try canvas(Wedge(), .rightToLeft)
        #expect(rtl.alpha(15, 80) == 0 && rtl.alpha(85, 80) == 255)
        // Pixel for pixel the mirror image.
        for y in stride(from: 0, to: 100, by: 7) { for x in 0..<100 { #expect(rtl.alpha(x, y) == ltr.alpha(99 - x, y)) } }
    }

    @Test func fixedShapesDoNot() throws {
        let rtl = try canvas(Wedge(behavior: .fixed), .rightToLeft)
        #expect(rtl.alpha(15, 80) == 255 && rtl.alpha(85, 80) == 0)
        #expect(Rectangle().layoutDirectionBehavior == .fixed && Circle().layoutDirectionBehavior == .fixed)
        #expect(Capsule().inset(by: 2).layoutDirectionBehavior == .fixed)
    }

    /// `.mirrors(in: .leftToRight)`, for shapes drawn for right to left, mirrors left to right.
    @Test func mirrorsInLeftToRight() throws {
        let ltr = try canvas(Wedge(behavior: .mirrors(in: .leftToRight)), .leftToRight)
        #expect(ltr.alpha(15, 80) == 0 && ltr.alpha(85, 80) == 255)
    }

    /// A top-leading corner radius rounds the top-right corner right to left.
    @Test func unevenCornersFollowTheLeadingEdge() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 40)
        let ltr = try canvas(shape, .leftToRight), rtl = try canvas(shape, .rightToLeft)
        #expect(ltr.alpha(2, 2) == 0 && ltr.alpha(97, 2) == 255)
        #expect(rtl.alpha(2, 2) == 255 && rtl.alpha(97, 2) == 0)
    }
}
