import LayoutDSL
import Render
import Testing

/// iOS 26's slider on white at 3x (docs/reference/ios26-design.md, "Sliders"): the 6 pt track's
/// unfilled part as measured (systemFill over white), the fill the tint up to the
/// thumb, the white capsule thumb, its shadow darker just below it than just above it.
struct GlassSliderPixelTests {
    @Test func trackFillThumbAndShadow() throws {
        let view = Slider(value: .constant(0.25)).frame(width: 382).padding(20).background(Color.white)
            .environment(\.systemDesign, .liquidGlass)
        let environment = EnvironmentValues.rendering(scale: 3, colorScheme: .light)
        let host = ViewHost(view, canvasSize: CGSize(width: 422, height: 74), environment: environment)
        let canvas = Renderer(scale: 3, background: Color.white.resolve(in: environment)).render(try host.update())
        func pixel(_ x: CGFloat, _ y: CGFloat) -> Pixel { canvas[Int(x * 3), Int(y * 3)] }
        // The control: x 20…402, y 20…54; the track y 34…40; the thumb's centre at 20 + 18.5 + 0.25 × 345.
        let centre = 20 + 18.5 + 0.25 * 345
        // systemFill over white, (228, 228, 230): within a unit of the measured (229, 229, 229).
        let unfilled = pixel(300, 37)
        #expect([unfilled.r, unfilled.g, unfilled.b].allSatisfy { abs(Int($0) - 229) <= 1 }, "\(unfilled)")
        #expect(pixel(300, 33.5) == Pixel(r: 255, g: 255, b: 255, a: 255) && pixel(300, 40.5) == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(pixel(30, 37) == Pixel(Color.blue.resolve(in: environment)))
        #expect(pixel(centre, 37) == Pixel(r: 255, g: 255, b: 255, a: 255) && pixel(centre + 17.5, 37) == Pixel(r: 255, g: 255, b: 255, a: 255))
        // Below the thumb (its bottom at 49) darker than above it (its top at 25).
        let below = pixel(centre, 50).r, above = pixel(centre, 24).r
        #expect(below < above && below >= 230 && below < 250, "below \(below), above \(above)")
    }
}
