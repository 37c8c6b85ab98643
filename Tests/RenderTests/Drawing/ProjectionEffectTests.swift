import LayoutDSL
@testable import Render
import Testing

/// `rotation3DEffect` draws with perspective; `projectionEffect` with an affine transform is a
/// plain geometry effect.
struct ProjectionEffectTests {
    private func column(_ canvas: Canvas, _ x: Int) -> Int { (0..<canvas.height).filter { canvas[x, $0].a > 127 }.count }

    /// Rotated 45° about y, the left edge comes towards the viewer (taller) and the right edge
    /// recedes (shorter), and the square's drawn width shrinks.
    @Test func rotationAboutYHasPerspective() throws {
        let canvas = try render(Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
            .frame(width: 200, height: 200), width: 200, height: 200)
        let covered = (0..<200).filter { column(canvas, $0) > 0 }
        let (left, right) = (covered.first!, covered.last!)
        #expect(column(canvas, left + 1) > 100)
        #expect(column(canvas, right - 1) < 100)
        #expect(right - left < 100)
        // The vertical centre line stays where it was (the anchor is the centre).
        #expect(column(canvas, 100) == 100)
    }

    @Test func zeroAngleIsTheView() throws {
        let view = Color.red.frame(width: 40, height: 40)
        #expect(try render(view.rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0)), width: 40, height: 40)
            == render(view, width: 40, height: 40))
    }

    /// About the z axis there is no perspective: the same pixels as `rotationEffect`.
    @Test func rotationAboutZIsARotation() throws {
        let view = Color.blue.frame(width: 40, height: 20)
        #expect(try render(view.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)), width: 60, height: 60)
            == render(view.rotationEffect(.degrees(30)), width: 60, height: 60))
    }

    @Test func affineProjectionIsAGeometryEffect() throws {
        let view = Color.blue.frame(width: 10, height: 10)
        #expect(try render(view.projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 5, y: 3))), width: 30, height: 30)
            == render(view.offset(x: 5, y: 3), width: 30, height: 30))
    }

    /// A degenerate axis draws the view unrotated rather than failing.
    @Test func zeroAxisIsHarmless() throws {
        let view = Color.red.frame(width: 20, height: 20)
        #expect(try render(view.rotation3DEffect(.degrees(60), axis: (x: 0, y: 0, z: 0)), width: 20, height: 20)
            == render(view, width: 20, height: 20))
    }
}
