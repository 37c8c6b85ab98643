import LayoutDSL
import Render
import Testing

/// A Liquid Glass list's separators drawn at 3x as iOS 26 draws them (docs/reference/ios26-design.md,
/// "Lists and forms"): 3 px thick (1 pt) in the row's last point, (232, 232, 232–233) on white,
/// (42, 42, 44) on black in a plain list and (56, 56, 59) on a dark inset grouped card; iOS 18's
/// separator is a pixel of (198, 198, 200) on white.
struct GlassListSeparatorPixelTests {
    private func render(_ list: some View, _ scheme: ColorScheme, design: SystemDesign = .liquidGlass) throws -> Canvas {
        let view = list.environment(\.systemDesign, design)
        let environment = EnvironmentValues.rendering(scale: 3, colorScheme: scheme)
        let tree = try ViewHost(view, canvasSize: CGSize(width: 393, height: 200), environment: environment).update()
        return Renderer(scale: 3, background: Color(uiColor: .systemBackground).resolve(in: environment)).render(tree)
    }

    private func near(_ pixel: Pixel, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
        abs(Int(pixel.r) - Int(r)) <= 1 && abs(Int(pixel.g) - Int(g)) <= 1 && abs(Int(pixel.b) - Int(b)) <= 1
    }

    /// The column at x = 300 pt down the first row of a plain list: white, then the separator's three
    /// rows at 153…155 px (row 0…52 pt), then white.
    @Test func plainSeparatorsAreAPointOfLightGrey() throws {
        let list = List { Text("Alpha"); Text("Bravo") }.listStyle(.plain)
        let light = try render(list, .light), dark = try render(list, .dark)
        #expect((153...155).allSatisfy { near(light[900, $0], 232, 232, 233) }, "\(light[900, 154])")
        #expect(light[900, 152] == Pixel(r: 255, g: 255, b: 255, a: 255) && light[900, 156] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect((153...155).allSatisfy { near(dark[900, $0], 42, 42, 44) }, "\(dark[900, 154])")
        let compatible = try render(list, .light, design: .compatibility)
        #expect(near(compatible[900, 131], 198, 198, 200) && compatible[900, 130] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    /// A dark inset grouped card, (28, 28, 30), with its separator of (56, 56, 59) in its first row's
    /// last point (the card 14 pt below the top: rows 14…66 pt).
    @Test func insetGroupedSeparatorsOnADarkCard() throws {
        let dark = try render(List { Text("Alpha"); Text("Bravo") }, .dark)
        #expect(near(dark[600, 120], 28, 28, 30))
        #expect((195...197).allSatisfy { near(dark[600, $0], 56, 56, 59) }, "\(dark[600, 196])")
    }
}
