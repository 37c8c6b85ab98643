import LayoutDSL
import Render
import Testing

/// `ProgressView()`'s spinner at 3x in each design (docs/reference/ios26-design.md, "Progress
/// views"): iOS 26.1 draws its darkest tick in the label colour at 85 %, (38, 38, 38) on white and
/// (217, 217, 217) on black; iOS 18 in the system grey, (142, 142, 147) at full opacity.
struct GlassActivityIndicatorPixelTests {
    private func darkestTick(_ design: SystemDesign, _ scheme: ColorScheme) throws -> Pixel {
        var environment = EnvironmentValues.rendering(scale: 3, colorScheme: scheme)
        environment.systemDesign = design
        let view = ProgressView().environment(\.systemDesign, design)
        let host = ViewHost(view, canvasSize: CGSize(width: 20, height: 20), environment: environment)
        let canvas = Renderer(scale: 3, background: Color(.systemBackground).resolve(in: environment)).render(try host.update())
        // The twelve o'clock tick's middle: 2.75 + 4 pt above the centre, at 3x.
        return canvas[30, 30 - 20]
    }

    @Test func theGlassSpinnerIsTheLabelColour() throws {
        #expect(try darkestTick(.liquidGlass, .light) == Pixel(r: 38, g: 38, b: 38, a: 255))
        #expect(try darkestTick(.liquidGlass, .dark) == Pixel(r: 217, g: 217, b: 217, a: 255))
        #expect(try darkestTick(.compatibility, .light) == Pixel(r: 142, g: 142, b: 147, a: 255))
    }
}
