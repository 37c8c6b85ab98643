import LayoutDSL
import Render
import Testing

/// iOS 26's tick marks at 3x (docs/reference/ios26-design.md, "Slider ticks"): 3 pt dots of
/// systemGray3 centred 8.4 pt below the track's centre line at each step's thumb-centre place,
/// none in the iOS 18 design.
struct SliderTickPixelTests {
    private func render(_ design: SystemDesign) throws -> (Canvas, EnvironmentValues) {
        let view = Slider(value: .constant(0.25), in: 0...1, step: 0.5).frame(width: 382).padding(20).background(Color.white)
            .environment(\.systemDesign, design)
        let environment = EnvironmentValues.rendering(scale: 3, colorScheme: .light)
        let host = ViewHost(view, canvasSize: CGSize(width: 422, height: 74), environment: environment)
        return (Renderer(scale: 3, background: Color.white.resolve(in: environment)).render(try host.update()), environment)
    }

    @Test func dotsUnderTheTrackAtEachStep() throws {
        let (canvas, environment) = try render(.liquidGlass)
        func pixel(_ x: CGFloat, _ y: CGFloat) -> Pixel { canvas[Int(x * 3), Int(y * 3)] }
        // The track's centre at y 37: the dots' centres at 45.4; the steps at 20 + 18.5 + {0, 0.5, 1} × 345
        // (the thumb, at 0.25, covers none of them).
        let grey = Pixel(Color(.systemGray3).resolve(in: environment))
        for x in [38.5, 211.0, 383.5] { #expect(pixel(x, 45.4) == grey, "\(x)") }
        // Nothing between the steps, nor above or below the dots.
        let white = Pixel(r: 255, g: 255, b: 255, a: 255)
        #expect(pixel(300, 45.4) == white && pixel(383.5, 43.4) == white && pixel(383.5, 47.4) == white)
        let (compatibility, _) = try render(.compatibility)
        #expect(compatibility[Int(383.5 * 3), Int(45.4 * 3)] == white)
    }
}
