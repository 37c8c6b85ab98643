import Foundation
import LayoutDSL
import Render
import Testing

/// An image set's variants for a device and language, its slicing, and colour sets' contrast
/// (Tests/Fixtures/Assets.xcassets).
struct ImageSetTraitsTests: RendersWithFixtureCatalog {

    let red = Pixel(r: 255, g: 0, b: 0, a: 255), green = Pixel(r: 0, g: 255, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)

    /// "Device" has an iPhone (red), an iPad (blue) and a universal (green) image: each device
    /// picks its own; a Mac, which has none, the universal one.
    @Test func idiomsPickTheirImages() throws {
        #expect(try render(Image("Device"), width: 2, height: 2)[0, 0] == red)
        func on(_ idiom: UIUserInterfaceIdiom) -> some View {
            Image("Device").transformEnvironment(\.self) { $0._setRenderedDevice(name: "Device", size: CGSize(width: 2, height: 2), scale: 1, idiom: idiom) }
        }
        #expect(try render(on(.pad), width: 2, height: 2)[0, 0] == blue)
        #expect(try render(on(.mac), width: 2, height: 2)[0, 0] == green)
    }

    /// "Welcome" is localized in French (blue, and navy in dark mode): a French locale picks
    /// them, any other language the unlocalized image (green).
    @Test func localizedImagesFollowTheLocale() throws {
        #expect(try render(Image("Welcome"), width: 2, height: 2)[0, 0] == green)
        #expect(try render(Image("Welcome").environment(\.locale, Locale(identifier: "fr_CA")), width: 2, height: 2)[0, 0] == blue)
        #expect(try render(Image("Welcome").environment(\.locale, Locale(identifier: "fr_FR")), width: 2, height: 2, colorScheme: .dark)[0, 0]
                == Pixel(r: 0, g: 0, b: 128, a: 255))
        #expect(try render(Image("Welcome").environment(\.locale, Locale(identifier: "de_DE")), width: 2, height: 2)[0, 0] == green)
    }

    /// "Bubble" (8 × 5 px) is sliced in Xcode: 2-pixel caps, a 1-pixel centre, and three green
    /// columns after the centre that slicing leaves out. Made resizable without insets of its
    /// own it keeps its caps and stretches its centre; never green. Its natural size is what is
    /// kept, 5 × 5; insets given by the view win over the set's.
    @Test func slicingFromTheCatalog() throws {
        #expect(try layout(Image("Bubble")).root.first { $0.type == "Image" }?.size == CGSize(width: 5, height: 5))
        let canvas = try render(Image("Bubble").resizable(), width: 20, height: 5)
        #expect((0..<20).map { canvas[$0, 2] } == [red, red] + Array(repeating: blue, count: 16) + [red, red])
        #expect(canvas[2, 2] == blue)
        // One-point caps of the view's own: the second red column is part of the stretched middle.
        let own = try render(Image("Bubble").resizable(capInsets: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)).interpolation(.none),
                             width: 20, height: 5)
        #expect(own[2, 2] == red && own[10, 2] == blue && own[19, 2] == red)
    }

    /// "Ink" has light (100), dark (200), high-contrast (0) and dark high-contrast (255) greys.
    @Test func colourSetsHaveHighContrastAppearances() throws {
        func grey(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) throws -> UInt8 {
            try render(Color("Ink").environment(\.colorSchemeContrast, contrast), width: 1, height: 1, colorScheme: scheme)[0, 0].r
        }
        #expect(try grey(.light, .standard) == 100 && grey(.dark, .standard) == 200)
        #expect(try grey(.light, .increased) == 0 && grey(.dark, .increased) == 255)
        // A set without high-contrast colours keeps its standard ones.
        #expect(try render(Color("Brand").environment(\.colorSchemeContrast, .increased), width: 1, height: 1)[0, 0] == Pixel(r: 51, g: 102, b: 153, a: 255))
    }
}
