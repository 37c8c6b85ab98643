import LayoutDSL
import Render
import Testing

/// iOS 26's switch at 3x (docs/reference/ios26-design.md, "Switches"), as measured on images iOS 26
/// drew: off, the track (197, 197, 199) over white and (90, 90, 94) over dark mode's grouped cell
/// (28, 28, 29); on, system green; the 37 × 24 pt white thumb 2 pt in, with no shadow (the pixels
/// right outside it are the track's).
struct GlassSwitchPixelTests {
    private func render(isOn: Bool, _ scheme: ColorScheme, on background: Color) throws -> Canvas {
        let view = Toggle("Wi-Fi", isOn: .constant(isOn)).labelsHidden().fixedSize()
            .padding(10).background(background)
            .environment(\.systemDesign, .liquidGlass)
        let environment = EnvironmentValues.rendering(scale: 3, colorScheme: scheme)
        let host = ViewHost(view, canvasSize: CGSize(width: 83, height: 48), environment: environment)
        return Renderer(scale: 3, background: Color.white.resolve(in: environment)).render(try host.update())
    }

    private func near(_ pixel: Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(Int(pixel.r) - r) <= 1 && abs(Int(pixel.g) - g) <= 1 && abs(Int(pixel.b) - b) <= 1
    }

    @Test func offOnAndTheThumb() throws {
        // The switch: x 10…73, y 10…38; off, its thumb x 12…49, y 12…36.
        let off = try render(isOn: false, .light, on: .white)
        #expect(near(off[Int(60 * 3), Int(24 * 3)], 197, 197, 199), "\(off[180, 72])")
        #expect(off[Int(30 * 3), Int(24 * 3)] == Pixel(r: 255, g: 255, b: 255, a: 255))
        // Right of the thumb, and below it: the track, no shadow.
        #expect(near(off[Int(49.5 * 3), Int(24 * 3)], 197, 197, 199) && near(off[Int(30 * 3), Int(36.5 * 3)], 197, 197, 199))
        let dark = try render(isOn: false, .dark, on: Color(red: 28 / 255, green: 28 / 255, blue: 29 / 255))
        let track = dark[Int(60 * 3), Int(24 * 3)]
        #expect(abs(Int(track.r) - 90) <= 2 && abs(Int(track.b) - 94) <= 5, "\(track)")
        let on = try render(isOn: true, .light, on: .white)
        #expect(on[Int(20 * 3), Int(24 * 3)] == Pixel(r: 52, g: 199, b: 89, a: 255))
        #expect(on[Int(50 * 3), Int(24 * 3)] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}
