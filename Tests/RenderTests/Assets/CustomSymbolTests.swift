import Foundation
import LayoutDSL
import Render
import Testing

/// A symbol set (Tests/Fixtures/Assets.xcassets/ticket.custom.symbolset, an SF Symbols 3.0
/// template made here: a cap-height square in Regular-M with 10-unit margins, a wider one in
/// Bold-M, a 50-unit one in Regular-S) drawn as a custom symbol.
struct CustomSymbolTests: RendersWithFixtureCatalog {

    /// Template units per point at a font size: the cap line (70.46 units above the baseline)
    /// at SF Pro's cap height, 1443/2048 of the size.
    func k(_ size: CGFloat) -> CGFloat { size * 1443 / 2048 / 70.46 }

    func symbolFrame<V: View>(_ view: V) throws -> CGRect {
        try #require(try layout(view).root.first { $0.type == "ticket.custom" }?.frame)
    }

    func close(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001 }

    /// At 17 pt (`.body`) Regular-M is its margins across (90.46 units) and its square high (the
    /// cap height, 11.98 pt); `.title` (28 pt) scales it; bold and heavy weights use Bold-M,
    /// medium and light Regular-M; small uses Regular-S (no margins: its outline, 50 units);
    /// large, which the template lacks, is Regular-M enlarged 1.29 times.
    @Test func sizesWithTheFontWeightAndScale() throws {
        #expect(close(try symbolFrame(Image("ticket.custom")).size, CGSize(width: 90.46 * k(17), height: 70.46 * k(17))))
        #expect(close(try symbolFrame(Image("ticket.custom").font(.title)).size, CGSize(width: 90.46 * k(28), height: 70.46 * k(28))))
        for weight in [Font.Weight.bold, .heavy, .semibold] {
            #expect(close(try symbolFrame(Image("ticket.custom").fontWeight(weight)).size, CGSize(width: 140.92 * k(17), height: 70.46 * k(17))))
        }
        for weight in [Font.Weight.medium, .light] {
            #expect(close(try symbolFrame(Image("ticket.custom").fontWeight(weight)).size, CGSize(width: 90.46 * k(17), height: 70.46 * k(17))))
        }
        #expect(close(try symbolFrame(Image("ticket.custom").imageScale(.small)).size, CGSize(width: 50 * k(17), height: 50 * k(17))))
        #expect(close(try symbolFrame(Image("ticket.custom").imageScale(.large)).size,
                      CGSize(width: 90.46 * k(17) * 1.29, height: 70.46 * k(17) * 1.29)))
    }

    /// Its baseline is the template's: the square stands on the line of the text beside it.
    @Test func standsOnTheBaseline() throws {
        let tree = try layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image("ticket.custom")
            Color.red.frame(width: 2, height: 30).alignmentGuide(.firstTextBaseline) { _ in 10 }.accessibilityIdentifier("line")
        })
        let symbol = try #require(tree.root.first { $0.type == "ticket.custom" }?.frame)
        #expect(abs(symbol.maxY - (frame(tree, "line").minY + 10)) < 0.001)
    }

    /// Drawn as a template in the foreground style, its margins clear; `.original` keeps the
    /// template's black.
    @Test func drawsInTheForegroundStyle() throws {
        let green = Pixel(r: 0, g: 255, b: 0, a: 255)
        let canvas = try render(Image("ticket.custom").foregroundStyle(Color(red: 0, green: 1, blue: 0)).font(.system(size: 100))
            .frame(width: 128, height: 70, alignment: .topLeading), width: 128, height: 70)
        let box = try symbolFrame(Image("ticket.custom").font(.system(size: 100)))
        let middle = (Int(box.width / 2), Int(box.height / 2))
        #expect(canvas[middle.0, middle.1] == green && canvas[1, middle.1] == .clear && canvas[Int(box.width) - 2, middle.1] == .clear)
        let original = try render(Image("ticket.custom").renderingMode(.original).font(.system(size: 100))
            .frame(width: 128, height: 70, alignment: .topLeading), width: 128, height: 70)
        #expect(original[middle.0, middle.1] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }
}
