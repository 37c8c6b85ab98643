import LayoutDSL
@testable import Render
import Testing

/// An outline whose cells pass the thread's retained buffer is rasterized in bands of rows
/// (`CoverageRows`): each band's rows are exactly those of the outline cut to that band, rows
/// asked from a later band skip the ones before, and nothing is lost or doubled at the seams.
struct CoverageBandTests {
    /// 4,300 pixels square: 18.5 M cells, past the 16.8 M a rasterizer may take at once.
    static let limit = PixelRect(x: 0, y: 0, width: 4300, height: 4300)

    /// A seven-pointed star across the limit, its vertices nowhere near whole or half pixels.
    static let star: [[CGPoint]] = [(0..<14).map { i in
        let radius = i % 2 == 0 ? 2140.3 : 900.7, angle = Double(i) * .pi / 7 + 0.1
        return CGPoint(x: 2150.37 + radius * cos(angle), y: 2149.71 + radius * sin(angle))
    }]

    @Test(arguments: [Rasterizer.FillRule.nonZero, .evenOdd])
    func bandsAreTheOutlineCutToTheirRows(rule: Rasterizer.FillRule) throws {
        let giant = try #require(RasterOutline(Self.star, rule: rule, limit: Self.limit, antialiased: true))
        let bandHeight = CoverageRows.bandHeight(of: giant.bounds)
        #expect(giant.bounds.height > 3 * bandHeight)
        let mask = giant.mask
        let width = giant.bounds.width
        var differing = 0
        for top in stride(from: 0, to: giant.bounds.height, by: bandHeight) {
            let band = PixelRect(x: Self.limit.x, y: giant.bounds.y + top, width: Self.limit.width, height: bandHeight)
            let cut = try #require(RasterOutline(Self.star, rule: rule, limit: band, antialiased: true))
            #expect(cut.bounds.x == giant.bounds.x && cut.bounds.width == width && cut.bounds.y == band.y)
            let rows = cut.mask.values
            for (i, value) in rows.enumerated() where value != mask.values[top * width + i] { differing += 1 }
        }
        #expect(differing == 0)
        // Asked from the middle of the third band on, as under a clip: the same rows.
        var later = CoverageRows(giant)
        let start = 2 * bandHeight + 300
        for row in start..<giant.bounds.height {
            let expected = mask.values[(row * width)..<((row + 1) * width)]
            if let coverage = later.row(giant.bounds.y + row) {
                #expect(Array(UnsafeBufferPointer(start: coverage, count: width)) == Array(expected), "row \(row)")
            } else {
                #expect(expected.allSatisfy { $0 == 0 }, "row \(row)")
            }
        }
    }

    /// A regular 4,096-gon of radius 2,140 has its area in ink, give or take each pixel's rounding.
    @Test func aGiantPolygonHasItsArea() throws {
        let n = 4096, r = 2140.0
        let polygon = [(0..<n).map { i in
            CGPoint(x: 2150.25 + r * cos(Double(i) * 2 * .pi / Double(n)), y: 2150.6 + r * sin(Double(i) * 2 * .pi / Double(n)))
        }]
        let outline = try #require(RasterOutline(polygon, rule: .nonZero, limit: Self.limit, antialiased: true))
        #expect(CoverageRows.bandHeight(of: outline.bounds) < outline.bounds.height)
        let ink = outline.mask.values.reduce(0.0) { $0 + Double($1) / 255 }
        let area = Double(n) / 2 * r * r * sin(2 * .pi / Double(n))
        // Each of the about 27,000 pixels along the edge rounds by at most half a level.
        #expect(abs(ink - area) < 27_000 * 0.5 / 255, "ink \(ink), area \(area)")
    }
}
