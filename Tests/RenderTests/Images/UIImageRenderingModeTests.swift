import LayoutDSL
import Render
import Testing

/// `UIImage.withRenderingMode(_:)` and `withTintColor(_:)` as `Image(uiImage:)` draws them: a
/// template fills the image's shape with the foreground style, an original keeps its colours,
/// and a baked tint wins over the foreground style (Tests/Fixtures/Assets.xcassets' red "Swatch").
struct UIImageRenderingModeTests: RendersWithFixtureCatalog {
    let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255), green = Pixel(r: 0, g: 255, b: 0, a: 255)

    func pixel(_ image: UIImage?) throws -> Pixel {
        try render(Image(uiImage: try #require(image)).foregroundStyle(Color(red: 0, green: 0, blue: 1)), width: 2, height: 2)[0, 0]
    }

    @Test func renderingModesAndTints() throws {
        let swatch = UIImage(named: "Swatch")
        #expect(try pixel(swatch) == red)
        #expect(try pixel(swatch?.withRenderingMode(.alwaysTemplate)) == blue)
        #expect(try pixel(swatch?.withRenderingMode(.alwaysTemplate).withRenderingMode(.alwaysOriginal)) == red)
        #expect(try pixel(swatch?.withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1))) == green)
        #expect(swatch?.withTintColor(.green).renderingMode == .alwaysOriginal && swatch?.renderingMode == .automatic)
        #expect(UIImage(systemName: "star")?.isSymbolImage == true && swatch?.isSymbolImage == false)
        // A symbol in a baked tint.
        let star = try render(Image(uiImage: try #require(UIImage(systemName: "square.fill")?.withTintColor(.red)))
            .foregroundStyle(Color(red: 0, green: 0, blue: 1)), width: 20, height: 20)
        #expect(star[10, 10] == red)
    }
}
