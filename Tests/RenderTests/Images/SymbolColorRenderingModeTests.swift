@testable import LayoutDSL
import Render
import Testing

/// `symbolColorRenderingMode(_:)` (iOS 26): `.gradient` fills a symbol's layers with the axial
/// gradient SwiftUI derives from their colour (`Color.gradient`: 14 % of the way to white at the
/// top of the image, the colour at its bottom). "checkmark.circle.fill" at 100 pt, as in
/// `SymbolRenderingModeTests`: (50, 15) is on the disc near its top, (50, 85) near its bottom.
struct SymbolColorRenderingModeTests {
    static let blue = Color(red: 0, green: 0, blue: 1)

    func symbol() -> some View {
        Image(systemName: "checkmark.circle.fill").resizable().frame(width: 100, height: 100)
    }

    @Test func gradientLightensTheLayerFromItsTop() throws {
        let canvas = try render(symbol().foregroundStyle(Self.blue).symbolColorRenderingMode(.gradient), width: 100, height: 100)
        let (top, bottom) = (canvas[50, 15], canvas[50, 85])
        // 0.14 x 255 x (1 - 15.5 / 100) = 30.2 and 0.14 x 255 x (1 - 85.5 / 100) = 5.2.
        #expect(top == Pixel(r: 30, g: 30, b: 255, a: 255))
        #expect(bottom == Pixel(r: 5, g: 5, b: 255, a: 255))
    }

    /// Flat, like no mode at all, fills with the solid colour; the image's own mode wins over the
    /// environment's, and a layer already filled with a gradient keeps its own.
    @Test func flatAndTheImagesOwnModeKeepTheColour() throws {
        let flat = try render(symbol().foregroundStyle(Self.blue).symbolColorRenderingMode(.flat), width: 100, height: 100)
        #expect(flat[50, 15] == Pixel(r: 0, g: 0, b: 255, a: 255) && flat[50, 85] == flat[50, 15])
        let plain = try render(symbol().foregroundStyle(Self.blue), width: 100, height: 100)
        #expect(plain.pixels == flat.pixels)
        let own = try render(Image(systemName: "checkmark.circle.fill").symbolColorRenderingMode(.flat).resizable()
            .frame(width: 100, height: 100).foregroundStyle(Self.blue).symbolColorRenderingMode(.gradient), width: 100, height: 100)
        #expect(own.pixels == flat.pixels)
        let style = LinearGradient(colors: [.red, .green], startPoint: .top, endPoint: .bottom)
        let styled = try render(symbol().foregroundStyle(style).symbolColorRenderingMode(.gradient), width: 100, height: 100)
        let unstyled = try render(symbol().foregroundStyle(style), width: 100, height: 100)
        #expect(styled.pixels == unstyled.pixels)
    }
}
