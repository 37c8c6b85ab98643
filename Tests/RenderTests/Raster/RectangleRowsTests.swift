import LayoutDSL
@testable import Render
import Testing

/// An axis-aligned rectangle rasterizes one of its fully covered rows and repeats it
/// (`RasterOutline.rectangle`, `CoverageRows`): the same coverage as its four corners' outline.
struct RectangleRowsTests {
    static let rectangles: [RectangleSides] = [
        RectangleSides(minX: 0.0923, minY: 6, maxX: 392.9077, maxY: 846),       // the text page's background at 1x
        RectangleSides(minX: 10.25, minY: 3.7, maxX: 50.5, maxY: 40.2),         // fractional on every side
        RectangleSides(minX: -20.5, minY: -30.25, maxX: 80.75, maxY: 1000.5),   // past the limit on three sides
        RectangleSides(minX: 5.5, minY: 7.5, maxX: 6.25, maxY: 9.75),           // narrower than a pixel
        RectangleSides(minX: 1.5, minY: 2.5, maxX: 30.5, maxY: 4.5),            // one full row: nothing repeats
    ]

    static func corners(_ r: RectangleSides) -> [[CGPoint]] {
        [[CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]]
    }

    /// The whole mask, byte for byte, and the rows it repeats.
    @Test(arguments: rectangles)
    func maskIsTheCornersOutlines(_ r: RectangleSides) throws {
        let limit = PixelRect(x: 0, y: 0, width: 400, height: 900)
        let rectangle = try #require(RasterOutline.rectangle(r, limit: limit, antialiased: true))
        let plain = try #require(RasterOutline(Self.corners(r), rule: .nonZero, limit: limit, antialiased: true))
        #expect(rectangle.bounds == plain.bounds)
        #expect(zip(rectangle.mask.values, plain.mask.values).filter { $0 != $1 }.count == 0)
        let fullRows = Int(min(r.maxY, 900).rounded(.down)) - Int(max(r.minY, 0).rounded(.up))
        #expect(rectangle.repeatedRows.count == max(fullRows - 1, 0))
    }

    /// Filled through a clip that starts below the row the repeats copy (only its repeats are
    /// asked for), and through one that starts on it: the same pixels as the corners' outline.
    @Test(arguments: [0, 12, 20])
    func fillUnderAClipThatSkipsTheFirstRows(clipTop: Int) throws {
        let r = RectangleSides(minX: 3.3, minY: 4.6, maxX: 40.8, maxY: 50.1)
        let limit = PixelRect(x: 0, y: 0, width: 48, height: 60)
        let clip = Clip(bounds: PixelRect(x: 0, y: clipTop, width: 48, height: 60 - clipTop), mask: nil)
        var fast = Canvas(width: 48, height: 60, fill: Pixel(r: 255, g: 255, b: 255, a: 255)), slow = fast
        let shader = Shader.solid(Pixel(r: 0, g: 0, b: 200, a: 200).packed)
        fast.fill(try #require(RasterOutline.rectangle(r, limit: limit, antialiased: true)), shader: shader, clip: clip)
        slow.fill(try #require(RasterOutline(Self.corners(r), rule: .nonZero, limit: limit, antialiased: true)), shader: shader, clip: clip)
        #expect(zip(fast.pixels, slow.pixels).filter { $0 != $1 }.count == 0)
        #expect(fast[20, max(clipTop, 6) + 10] == Pixel(r: 55, g: 55, b: 255, a: 255))
    }
}
