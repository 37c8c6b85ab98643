import LayoutDSL
@testable import Render
import Testing

/// `mask`, `zIndex` and `hidden()`.
struct MaskAndZIndexTests {
    /// The mask's alpha multiplies the view: a circle mask lets the corners go transparent, a
    /// half-transparent mask halves the view's alpha.
    @Test func maskByAlpha() throws {
        let circle = try render(Color.red.frame(width: 20, height: 20).mask { Circle() }, width: 20, height: 20)
        #expect(circle[0, 0] == .clear)
        #expect(circle[10, 10] == Pixel(r: 255, g: 56, b: 60, a: 255))
        let half = try render(Color.white.frame(width: 10, height: 10).mask(Color.black.opacity(0.5)), width: 10, height: 10)
        #expect(half[5, 5] == Pixel(r: 128, g: 128, b: 128, a: 128))
    }

    /// The mask is laid out like an overlay, aligned in the view's frame.
    @Test func maskAlignment() throws {
        let canvas = try render(Color.blue.frame(width: 20, height: 10).mask(alignment: .trailing) { Color.black.frame(width: 5) },
                                width: 20, height: 10)
        #expect(canvas[10, 5] == .clear)
        #expect(canvas[17, 5].a == 255)
    }

    /// A higher zIndex draws above a later sibling; layout keeps declaration order.
    @Test func zIndexOrdersDrawing() throws {
        let view = ZStack {
            Color.red.frame(width: 10, height: 10).zIndex(1)
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(try render(view, width: 10, height: 10)[5, 5] == Pixel(r: 255, g: 56, b: 60, a: 255))
        let tree = try layout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).zIndex(1).accessibilityIdentifier("a")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }, width: 20, height: 10)
        #expect(frame(tree, "a").minX == 0 && frame(tree, "b").minX == 10)
    }

    /// Hidden keeps its size in the layout and draws nothing.
    @Test func hiddenKeepsItsPlace() throws {
        let canvas = try render(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        }, width: 20, height: 10)
        #expect(canvas[5, 5] == .clear)
        #expect(canvas[15, 5] == Pixel(r: 0, g: 136, b: 255, a: 255))
    }

    /// A 2×2 mesh is a bilinear blend of its corners: the centre of a black/white/white/black mesh
    /// is mid grey without smoothing; a mesh with a wrong number of colours draws its background.
    @Test func meshGradient() throws {
        let points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let plain = try render(MeshGradient(width: 2, height: 2, points: points, colors: [.black, .white, .white, .black],
                                            smoothsColors: false), width: 10, height: 10)
        // Pixel 5 samples (0.55, 0.55): 2 · 0.55 · 0.45 = 0.495 of white.
        #expect(plain[5, 5] == Pixel(r: 126, g: 126, b: 126, a: 255))
        #expect(plain[0, 0].r < 30 && plain[9, 0].r > 225)
        let bad = try render(MeshGradient(width: 2, height: 2, points: points, colors: [.red], background: .green), width: 10, height: 10)
        #expect(bad[5, 5] == Pixel(r: 52, g: 199, b: 89, a: 255))
    }

    /// Bézier points curve a cell's sides: a top side whose control points sit at y 0.6 dips
    /// to y 0.45 in the middle (3 · ¼ · 0.6 · 2), leaving the top middle to the background,
    /// while its corners and the bottom stay covered.
    @Test func meshGradientBezierSidesCurve() throws {
        func point(_ p: SIMD2<Float>, trailing: SIMD2<Float>? = nil, leading: SIMD2<Float>? = nil) -> MeshGradient.BezierPoint {
            .init(position: p, leadingControlPoint: leading ?? p, topControlPoint: p - [0, 1.0 / 3],
                  trailingControlPoint: trailing ?? p, bottomControlPoint: p + [0, 1.0 / 3])
        }
        let white = Color(red: 1, green: 1, blue: 1), red = Color(red: 1, green: 0, blue: 0)
        let mesh = MeshGradient(width: 2, height: 2,
                                bezierPoints: [point([0, 0], trailing: [1.0 / 3, 0.6]), point([1, 0], leading: [2.0 / 3, 0.6]),
                                               point([0, 1], trailing: [1.0 / 3, 1]), point([1, 1], leading: [2.0 / 3, 1])],
                                colors: [white, white, white, white], background: red)
        let canvas = try render(mesh, width: 10, height: 10)
        #expect(canvas[5, 3] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(canvas[5, 5] == Pixel(r: 255, g: 255, b: 255, a: 255) && canvas[5, 9] == canvas[5, 5] && canvas[0, 9] == canvas[5, 5])
    }
}
