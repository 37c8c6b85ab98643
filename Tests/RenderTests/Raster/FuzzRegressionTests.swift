import LayoutDSL
@testable import Render
import Testing

/// Reproducers the fuzzer found in the renderer (FUZZING.md): each trapped on a conversion to
/// an integer, or grew work with geometry rather than with what is visible.
struct RenderFuzzRegressionTests {
    /// A path 1e20 pixels away (scale 1e20): rows were converted before they were clamped.
    @Test func farEdges() throws {
        let canvas = try render(Path { p in
            p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 10, y: 1e20)); p.addLine(to: CGPoint(x: 10, y: 0)); p.closeSubpath()
        }.fill(Color.red).frame(width: 20, height: 20), width: 20, height: 20)
        // The triangle is a sliver along x = 10: the right half of the canvas stays empty.
        #expect(canvas.alpha(15, 10) == 0)
        #expect(canvas.alpha(9, 10) > 0)
    }

    /// 977 nested paddings (seed 3, tree 540) overflowed the stack under the old 1,000-level limit:
    /// a chain at the limit is built, laid out and drawn.
    @Test func chainAtTheDepthLimitDraws() throws {
        var view = AnyView(Color.red.frame(width: 2, height: 2))
        for _ in 0..<(ViewTreeTooDeepError.limit - 2) { view = AnyView(view.padding(0.5)) }
        let canvas = try render(view, width: 600, height: 600)
        #expect(canvas.alpha(300, 300) == 255 && canvas.alpha(0, 0) == 0)
    }

    /// A rectangle whose pixel edges are whole numbers past Int's range took the pixel-aligned path.
    @Test func hugeAlignedRectangle() throws {
        let canvas = try render(Rectangle().fill(Color.red).frame(width: 1e20, height: 1e20), width: 10, height: 10)
        #expect(canvas.coveredArea == 100)
    }

    /// Curves 1e300 points long asked for more segments than an Int holds.
    @Test func hugeCurves() throws {
        let canvas = try render(Path { p in
            p.move(to: .zero); p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 1e300, y: 1e300))
            p.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: -1e300, y: 5), control2: CGPoint(x: 5, y: 1e300))
        }.stroke(Color.red, lineWidth: 2).frame(width: 10, height: 10), width: 10, height: 10)
        #expect(canvas.width == 10)
    }

    /// A dashed stroke along a curve to 1e300 split it into 1e299 dashes (the campaign's hang,
    /// seed 2 tree 39); past 100,000 periods the path is stroked solid.
    @Test func dashesAlongAHugePath() throws {
        let canvas = try render(Path { p in
            p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 1e300, y: 5))
        }.stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [0, 3.5, 5e-324, 3])).frame(width: 10, height: 10), width: 10, height: 10)
        // Solid along the visible part of the line.
        #expect((0..<10).allSatisfy { canvas.alpha($0, 4) == 255 && canvas.alpha($0, 5) == 255 })
    }

    /// NaN colour components and gradient positions (a NaN centre, a −∞ stop location) were
    /// converted to 8 bits unchecked; NaN is 0 and locations are clamped to 0…1.
    @Test func nonFiniteColoursAndGradients() throws {
        #expect(Pixel(Color.Resolved(red: .nan, green: 1, blue: 0, opacity: 1)) == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(Pixel(Color.Resolved(red: 1, green: 0, blue: 0, opacity: .nan)) == .clear)
        let gradient = Gradient(stops: [.init(color: .red, location: -.infinity), .init(color: .blue, location: .nan)])
        let canvas = try render(VStack(spacing: 0) {
            Rectangle().fill(RadialGradient(gradient: gradient, center: UnitPoint(x: CGFloat.nan, y: 0.5), startRadius: 0, endRadius: 10))
            Rectangle().fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
        }.frame(width: 10, height: 20), width: 10, height: 20)
        #expect(canvas.coveredArea == 200)
    }

    /// `blur(radius: 1000)` and `shadow(radius: 3000)` at 3x made layers of the canvas plus three
    /// kernels on each side (1.6 GB and 12 GB); they now render at reduced resolution over the
    /// visible area, and a huge blur spreads the colour to a faint, even tint.
    @Test(arguments: [CGFloat(1000), 3000, .infinity])
    func wideBlurAndShadowAreBounded(radius: CGFloat) throws {
        let canvas = try render(Color.red.frame(width: 100, height: 100).blur(radius: radius).shadow(radius: radius, x: 1e300, y: .nan),
                                width: 100, height: 100, scale: 3)
        #expect(canvas.width == 300)
        // Spread over thousands of points, the colour left in view is nearly transparent and even.
        #expect(canvas.alpha(0, 0) < 10)
        #expect(abs(Int(canvas.alpha(0, 0)) - Int(canvas.alpha(150, 150))) <= 1)
    }

    /// A narrow blur still draws as before: a blurred square keeps its solid centre and fades at its edge.
    @Test func narrowBlurUnchanged() throws {
        let canvas = try render(Color.red.frame(width: 40, height: 40).blur(radius: 4).frame(width: 60, height: 60), width: 60, height: 60)
        #expect(canvas.alpha(30, 30) == 255)
        #expect(canvas.alpha(10, 30) > 100 && canvas.alpha(10, 30) < 160)
    }

    /// Canvas sizes that are not finite, or past the limits, are drawn empty or cut, never trapped.
    @Test func canvasPixelSizes() {
        #expect(Renderer.pixelSize(of: CGSize(width: CGFloat.nan, height: 10), scale: 2) == (0, 20))
        #expect(Renderer.pixelSize(of: CGSize(width: 1e300, height: 1), scale: 1) == (100_000, 1))
        #expect(Renderer.pixelSize(of: CGSize(width: 10_000, height: 10_000), scale: 1) == (10_000, 6_400))
    }
}
