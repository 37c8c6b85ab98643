import LayoutDSL
import Render
import Testing

/// `ShapeStyle.secondary`… (iOS 17) and `tint(_:)` with any shape style, as pixels.
struct HierarchicalShapeStyleModifierTests {
    func pixel<S: ShapeStyle>(_ style: S, colorScheme: ColorScheme = .light) throws -> Pixel {
        try render(Rectangle().fill(style), width: 4, height: 4, colorScheme: colorScheme)[2, 2]
    }

    /// `.background`'s levels are the system backgrounds: secondarySystemBackground is #F2F2F7
    /// light and #1C1C1E dark, tertiary #FFFFFF and #2C2C2E.
    @Test func backgroundLevelsAreTheSystemBackgrounds() throws {
        #expect(try pixel(.background.secondary) == Pixel(r: 242, g: 242, b: 247, a: 255))
        #expect(try pixel(.background.secondary, colorScheme: .dark) == Pixel(r: 28, g: 28, b: 30, a: 255))
        #expect(try pixel(.background.tertiary, colorScheme: .dark) == Pixel(r: 44, g: 44, b: 46, a: 255))
        #expect(try pixel(.background.quinary, colorScheme: .dark) == Pixel(r: 44, g: 44, b: 46, a: 255))
    }

    /// A colour's levels are the colour at 0.6, 0.3, 0.18 and 0.1 of its opacity (premultiplied).
    @Test func colourLevelsAreOpacities() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(try pixel(red.secondary) == Pixel(r: 153, g: 0, b: 0, a: 153))
        #expect(try pixel(red.tertiary) == Pixel(r: 77, g: 0, b: 0, a: 77))
        #expect(try pixel(red.quaternary) == Pixel(r: 46, g: 0, b: 0, a: 46))
        #expect(try pixel(red.quinary) == Pixel(r: 26, g: 0, b: 0, a: 26))
    }

    /// `.primary`'s levels are the label colours, and `.foreground`'s follow an explicit secondary style.
    @Test func foregroundLevels() throws {
        #expect(try pixel(HierarchicalShapeStyle.primary.secondary) == pixel(HierarchicalShapeStyle.secondary))
        let canvas = try render(Rectangle().fill(.foreground.secondary).foregroundStyle(.black, Color(red: 0, green: 1, blue: 0)),
                                width: 4, height: 4)
        #expect(canvas[2, 2] == Pixel(r: 0, g: 255, b: 0, a: 255))
    }

    /// `tint(_:)` with a gradient: `.tint` fills with the gradient; a tint colour is its first stop.
    @Test func gradientTint() throws {
        let gradient = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                      startPoint: .leading, endPoint: .trailing)
        let canvas = try render(Rectangle().fill(.tint).tint(gradient), width: 100, height: 4)
        #expect(canvas[0, 2].r > 250 && canvas[0, 2].b < 5)
        #expect(canvas[99, 2].b > 250 && canvas[99, 2].r < 5)
        // A switch's track (51 × 31, knob at the trailing end when on) takes the first stop.
        let toggle = try render(Toggle("", isOn: .constant(true)).labelsHidden().tint(gradient), width: 51, height: 31)
        #expect(toggle[8, 15] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }
}
