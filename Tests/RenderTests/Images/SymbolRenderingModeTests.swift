@testable import LayoutDSL
import Render
import Testing

/// `symbolRenderingMode(_:)` draws an enclosed symbol's glyph and enclosure apart (`SymbolLayers`).
/// "checkmark.circle.fill" is Material's check_circle: a disc of radius 10 about (12, 12) on the
/// 24-unit grid with the check knocked out, its ink box 2…22. Resized to 100 pt at scale 1, grid
/// point (10, 16), inside the check's stroke, is pixel (40, 70), and (12, 5), on the disc above
/// the check, is pixel (50, 15).
struct SymbolRenderingModeTests {
    let check = (x: 40, y: 70), disc = (x: 50, y: 15)
    static let blue = Color(red: 0, green: 0, blue: 1)

    func symbol(_ name: String = "checkmark.circle.fill") -> some View {
        Image(systemName: name).resizable().frame(width: 100, height: 100)
    }

    /// Monochrome (and the default) fill the disc and leave the knocked-out check empty.
    @Test func monochromeKeepsTheKnockout() throws {
        let canvas = try render(symbol().symbolRenderingMode(.monochrome).foregroundStyle(Self.blue), width: 100, height: 100)
        #expect(canvas[check.x, check.y] == .clear)
        #expect(canvas[disc.x, disc.y] == Pixel(r: 0, g: 0, b: 255, a: 255))
        let automatic = try render(symbol().foregroundStyle(Self.blue), width: 100, height: 100)
        #expect(automatic.pixels == canvas.pixels)
    }

    /// Hierarchical: the check in the foreground style, the disc in its secondary level (0.6 of its
    /// opacity: 153 of 255, premultiplied).
    @Test func hierarchicalDrawsTheEnclosureAtTheSecondaryLevel() throws {
        let canvas = try render(symbol().symbolRenderingMode(.hierarchical).foregroundStyle(Self.blue), width: 100, height: 100)
        #expect(canvas[check.x, check.y] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(canvas[disc.x, disc.y] == Pixel(r: 0, g: 0, b: 153, a: 153))
    }

    /// Palette: `foregroundStyle(_:_:)`'s first style fills the check, its second the disc; an
    /// image's own mode wins over the environment's.
    @Test func paletteColoursEachLayer() throws {
        let canvas = try render(symbol().symbolRenderingMode(.palette).foregroundStyle(.white, Color(red: 1, green: 0, blue: 0)),
                                width: 100, height: 100)
        #expect(canvas[check.x, check.y] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(canvas[disc.x, disc.y] == Pixel(r: 255, g: 0, b: 0, a: 255))
        let imageMode = try render(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).resizable()
            .frame(width: 100, height: 100).symbolRenderingMode(.monochrome).foregroundStyle(.white, Color(red: 1, green: 0, blue: 0)),
                                   width: 100, height: 100)
        #expect(imageMode.pixels == canvas.pixels)
    }

    /// The outline form (check_circle_outline): the ring, (12, 3) on the grid, is the enclosure;
    /// the check inside it the glyph.
    @Test func outlineFormSplitsRingAndGlyph() throws {
        let canvas = try render(symbol("checkmark.circle").symbolRenderingMode(.hierarchical).foregroundStyle(Self.blue), width: 100, height: 100)
        #expect(canvas[check.x, check.y] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(canvas[50, 5] == Pixel(r: 0, g: 0, b: 153, a: 153))
        #expect(canvas[disc.x, disc.y] == .clear)
    }

    /// A symbol without an enclosure, and multicolor (no layer colours in the open icons), draw
    /// as monochrome does.
    @Test func oneLayerSymbolsAndMulticolorDrawMonochrome() throws {
        let heart = try render(symbol("heart.fill").foregroundStyle(Self.blue), width: 100, height: 100)
        let heartHierarchical = try render(symbol("heart.fill").symbolRenderingMode(.hierarchical).foregroundStyle(Self.blue),
                                           width: 100, height: 100)
        #expect(heartHierarchical.pixels == heart.pixels)
        let multicolor = try render(symbol().symbolRenderingMode(.multicolor).foregroundStyle(Self.blue), width: 100, height: 100)
        let monochrome = try render(symbol().foregroundStyle(Self.blue), width: 100, height: 100)
        #expect(multicolor.pixels == monochrome.pixels)
    }

    /// Which names have layers: an enclosure word after the first component and one outermost contour.
    @Test func layersNeedANamedEnclosure() throws {
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 1, height: 1))
        ring.addPath(Path(CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)))
        #expect(SymbolLayers(name: "plus.circle.fill", outline: ring) != nil)
        #expect(SymbolLayers(name: "circle.fill", outline: ring) == nil)
        #expect(SymbolLayers(name: "heart.fill", outline: ring) == nil)
        // Two outermost contours (two figures side by side): no enclosure.
        var two = Path(CGRect(x: 0, y: 0, width: 0.4, height: 1))
        two.addPath(Path(CGRect(x: 0.6, y: 0, width: 0.4, height: 1)))
        #expect(SymbolLayers(name: "person.2.circle.fill", outline: two) == nil)
    }
}
