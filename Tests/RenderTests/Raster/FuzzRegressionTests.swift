import LayoutDSL
@testable import Render
import Testing

/// Reproducers the fuzzer found in the renderer (FUZZING.md): each trapped on a conversion to
/// an integer, or grew work with geometry rather than with what is visible.
struct RenderFuzzRegressionTests {
    /// A path 1e20 pixels away (scale 1e20): rows were converted before they were clamped.
    @Test func farEdges() throws {
        let canvas = try render(Path { p in
            p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 10, y: 1e20)); p.addLine(to: CGPoint(x: 10, y: 0)); p.closeSubpath()
        }.fill(Color.red).frame(width: 20, height: 20), width: 20, height: 20)
        // The triangle is a sliver along x = 10: the right half of the canvas stays empty.
        #expect(canvas.alpha(15, 10) == 0)
        #expect(canvas.alpha(9, 10) > 0)
    }

    /// A stroke reaching 1e300 points above the canvas (seed 10, trees 73, 213, 378, 448 and 463
    /// of the release campaign) converted its first pixel row to Int before clamping it; and any
    /// shape reaching past 1e17 above was not drawn (its bounds' height lost the visible part).
    @Test func strokeFromFarAbove() throws {
        let canvas = try render(Path { p in p.move(to: CGPoint(x: 5, y: -1e300)); p.addLine(to: CGPoint(x: 5, y: 10)) }
            .stroke(Color.red, lineWidth: 2).frame(width: 10, height: 10), width: 10, height: 10)
        #expect((0..<10).allSatisfy { canvas.alpha(4, $0) == 255 && canvas.alpha(5, $0) == 255 })
        #expect(canvas.coveredArea == 20)
    }

    /// A triangle whose vertices all lie 1e300 points away still covers the canvas: its edges
    /// became infinite as `Float` cell coordinates and were dropped, so nothing was drawn.
    @Test func fillFromFarAway() throws {
        let canvas = try render(Path { p in
            p.move(to: CGPoint(x: -1e300, y: -1e300)); p.addLine(to: CGPoint(x: 1e300, y: -1e300))
            p.addLine(to: CGPoint(x: 0, y: 1e300)); p.closeSubpath()
        }.fill(Color.red).frame(width: 10, height: 10), width: 10, height: 10)
        #expect(canvas.coveredArea == 100)
    }

    /// 977 nested paddings (seed 3, tree 540) overflowed the stack under the old 1,000-level limit:
    /// a chain at the limit is built, laid out and drawn.
    @Test func chainAtTheDepthLimitDraws() throws {
        var view = AnyView(Color.red.frame(width: 2, height: 2))
        for _ in 0..<(ViewTreeTooDeepError.limit - 2) { view = AnyView(view.padding(0.5)) }
        let canvas = try render(view, width: 600, height: 600)
        #expect(canvas.alpha(300, 300) == 255 && canvas.alpha(0, 0) == 0)
    }

    /// Text in a color with a NaN component (seed 12, trees 2918, 3776 and 3799 of the release
    /// campaign, over 28 CPU s): glyphs are drawn in runs of one color, found with `==`, and the
    /// run's first glyph was not `==` to its own color, so the run stayed empty and the loop
    /// never advanced. It draws the glyphs with the coverage the same text has in a plain color.
    @Test func textInANaNColorDraws() throws {
        func text(blue: Double) throws -> Canvas {
            try render(Text(verbatim: "Hello").foregroundColor(Color(red: 0.37, green: 0.79, blue: blue, opacity: 0.84))
                .frame(width: 60, height: 20), width: 60, height: 20)
        }
        let nan = try text(blue: .nan), plain = try text(blue: 0)
        #expect(plain.coveredArea > 10)
        #expect(nan.pixels.map { $0 >> 24 } == plain.pixels.map { $0 >> 24 })
    }

    /// A pixel row where hundreds of edges cross (dashed strokes whose dashes overlap: seed 10
    /// tree 782, seed 12 tree 3776) is cut into even bands instead of at every crossing. 150
    /// overlapping quadrilaterals (a stroke's pieces) whose left sides all cross in row 5, at
    /// y = 5.5 (11,175 crossings, left of the canvas), and whose right sides lie on x = 5.5: row 5,
    /// sampled, has the ink of the rows resolved exactly (full to column 4, half in column 5).
    @Test func rowWithManyCrossingsIsSampled() throws {
        let polygons = (0..<150).map { k -> [CGPoint] in
            let d = Double(k) * 0.1
            return [CGPoint(x: -20 + d, y: -4.5), CGPoint(x: 5.5, y: -4.5), CGPoint(x: 5.5, y: 15.5), CGPoint(x: -20 - d, y: 15.5)]
        }
        let shape = RasterShape.coverage(polygons, rule: .nonZero, limit: PixelRect(x: 0, y: 0, width: 10, height: 10),
                                         antialiased: true, overlapping: true)
        guard case .outline(let outline) = shape else { Issue.record("no outline"); return }
        let mask = outline.mask
        let rows = (0..<10).map { y in (0..<mask.bounds.width).map { mask.values[y * mask.bounds.width + $0] } }
        #expect(rows[0].prefix(5).allSatisfy { $0 == 255 } && (127...128).contains(rows[0][5]))
        #expect(rows.allSatisfy { $0 == rows[0] })
    }

    /// A stroke 1e300 points wide along curves reaching 4e9 and 1e19 points away (seed 13 trees
    /// 2290, 3803, 9511, 11282: over 20 CPU s each): twenty thousand pieces, each wider than the
    /// canvas, crossed every row, and the exact union sorted them all in every band of every row.
    /// Rows crossed by more than `maximumActiveEdges` edges accumulate the pieces as they are;
    /// the stroke's interior is full either way. Here every piece covers the whole canvas.
    @Test func strokeWiderThanEverything() throws {
        let shape = RasterShape.stroke(Path { p in
            p.move(to: CGPoint(x: 0, y: 33.5))
            p.addCurve(to: CGPoint(x: 44.5, y: 65), control1: CGPoint(x: 4e9, y: 2), control2: CGPoint(x: 0.32, y: 247.5))
        }, style: StrokeStyle(lineWidth: 1e300, lineJoin: .round), transform: .identity, limit: PixelRect(x: 0, y: 0, width: 40, height: 30))
        guard case .outline(let outline) = shape else { Issue.record("no outline"); return }
        let mask = outline.mask
        #expect(mask.bounds == PixelRect(x: 0, y: 0, width: 40, height: 30))
        #expect(mask.values.allSatisfy { $0 == 255 })
    }

    /// Edges on or past the right border change no pixel (a row's sum runs left to right and
    /// stops at the border), so none is accumulated: a path stroked 4e9 points wide laid 80,000
    /// pieces right of a canvas 186 pixels wide, across all its 21,336 rows, 1.2e9 row steps
    /// (seed 21 tree 13241, 12.5 s; 0.26 s now). An edge right of the canvas touches no cell; a
    /// band running off the right side touches cells only at its left edge, and stays exact.
    @Test func edgesPastTheRightBorderAreNotAccumulated() {
        var rasterizer = Rasterizer(bounds: PixelRect(x: 0, y: 0, width: 10, height: 4))
        rasterizer.addLine(CGPoint(x: 10, y: -1), CGPoint(x: 4e9, y: 5))
        rasterizer.addLine(CGPoint(x: 4e9, y: 5), CGPoint(x: 12, y: -1))
        for row in 0..<4 { #expect(rasterizer.touched[row].end == 0, "row \(row)") }
        rasterizer.addPolygon([CGPoint(x: 5.5, y: 0), CGPoint(x: 4e9, y: 0), CGPoint(x: 4e9, y: 4), CGPoint(x: 5.5, y: 4)])
        var coverage = [UInt8](repeating: 0, count: 10)
        for row in 0..<4 {
            #expect(rasterizer.touched[row].end == 7, "row \(row)")
            #expect(coverage.withUnsafeMutableBufferPointer { rasterizer.takeRow(row, .nonZero, antialiased: true, into: $0.baseAddress!) })
            #expect(coverage == [0, 0, 0, 0, 0, 128, 255, 255, 255, 255], "row \(row)")
        }
    }

    /// Pieces of a union wholly right of the raster change nothing inside it, and a piece that
    /// crosses the right side keeps its share: a square from x 7.5 on covers half of column 7
    /// and all of 8 and 9, and one from x 9.5 half of column 9 (its left side half a pixel from
    /// the right border), whether or not pieces lie far right of them (even crossing them).
    @Test func unionPiecesRightOfTheRasterChangeNothing() throws {
        func mask(_ polygons: [[CGPoint]]) throws -> CoverageMask {
            let shape = RasterShape.coverage(polygons, rule: .nonZero, limit: PixelRect(x: 0, y: 0, width: 10, height: 10),
                                             antialiased: true, overlapping: true)
            guard case .outline(let outline) = shape else { throw CancellationError() }
            return outline.mask
        }
        func rectangle(_ x0: CGFloat, _ x1: CGFloat, rows: ClosedRange<CGFloat>) -> [CGPoint] {
            [CGPoint(x: x0, y: rows.lowerBound), CGPoint(x: x1, y: rows.lowerBound), CGPoint(x: x1, y: rows.upperBound), CGPoint(x: x0, y: rows.upperBound)]
        }
        let straddling = [rectangle(7.5, 14, rows: 2...6), rectangle(9.5, 20, rows: 7...9)]
        let beyond = [CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 10), CGPoint(x: 12, y: 10)]
        for polygons in [straddling, straddling + [beyond], [beyond] + straddling + [rectangle(11, 40, rows: 0...10)]] {
            let m = try mask(polygons)
            #expect((127...128).contains(m.coverage(x: 7, y: 4)) && m.coverage(x: 8, y: 4) == 255 && m.coverage(x: 9, y: 4) == 255)
            #expect(m.coverage(x: 6, y: 4) == 0 && m.coverage(x: 9, y: 1) == 0 && m.coverage(x: 8, y: 8) == 0)
            #expect((127...128).contains(m.coverage(x: 9, y: 8)))
        }
    }

    /// More pieces crossing a row than `maximumActiveEdges`: 300 copies of a quadrilateral (600
    /// edges in every row) accumulate without the union. Full pixels stay full and empty ones
    /// empty; the half-covered column, counted once per copy, saturates (the exact union gives
    /// 128, as 2 copies still show).
    @Test func rowsPastTheActiveEdgeLimitAccumulate() throws {
        func mask(copies: Int) throws -> CoverageMask {
            // The right side leans, so it lies inside the outline's bounds (an upright side on
            // their right border is left out of the union, which then has too few edges to crowd).
            let quad = [CGPoint(x: 2.5, y: -1), CGPoint(x: 7, y: -1), CGPoint(x: 6.5, y: 11), CGPoint(x: 2.5, y: 11)]
            let shape = RasterShape.coverage(Array(repeating: quad, count: copies), rule: .nonZero,
                                             limit: PixelRect(x: 0, y: 0, width: 10, height: 10), antialiased: true, overlapping: true)
            guard case .outline(let outline) = shape else { throw CancellationError() }
            return outline.mask
        }
        let exact = try mask(copies: 2), accumulated = try mask(copies: 300)
        #expect(Rasterizer.maximumActiveEdges < 600)
        for m in [exact, accumulated] {
            #expect(m.coverage(x: 4, y: 5) == 255 && m.coverage(x: 5, y: 9) == 255 && m.coverage(x: 1, y: 5) == 0 && m.coverage(x: 8, y: 5) == 0)
        }
        #expect((127...128).contains(exact.coverage(x: 2, y: 5)))
        #expect(accumulated.coverage(x: 2, y: 5) == 255)
    }

    /// A segment from a point 1.8e308 away (seed 13 tree 8955, seed 14 trees 583 and 24563):
    /// the ends of its visible part, `p + (q − p) · t`, were only known to within 1e292, and the
    /// dash loop walked such a "visible part" until it had allocated 1.1 GB of dashes. The ends
    /// are kept in the visible rectangle: under 320 points of the segment show, at most 19 dashes.
    @Test func dashesFromBeyondDoublePrecision() throws {
        let visible = CGRect(x: -90, y: -90, width: 450, height: 480)
        let dasher = try #require(Dasher(dash: [0, 17.5], phase: -1e19, visible: visible))
        let line = Path.Polyline(points: [CGPoint(x: 26.5, y: 72.5), CGPoint(x: 153.5, y: 1.7976931348623157e308)], closed: false)
        let dashes = try #require(dasher.dashes([line]))
        #expect(!dashes.isEmpty && dashes.count <= 19)
        #expect(dashes.allSatisfy { $0.points.allSatisfy { visible.insetBy(dx: -1e-9, dy: -1e-9).contains($0) } })
    }

    /// An angular gradient starting at 1e12 degrees (seed 16 tree 67950: 25 CPU s, 92% in libm's
    /// `fmod` reducing each pixel's angle) is turned back by whole turns once: it draws as the
    /// same gradient starting at 280 degrees (1e12 mod 360), to within a level.
    @Test func hugeStartAngleIsReducedOnce() throws {
        func wheel(_ start: Double) throws -> Canvas {
            try render(Circle().fill(AngularGradient(colors: [.red, .blue, .green], center: .center,
                                                     startAngle: .degrees(start), endAngle: .degrees(start + 360)))
                .frame(width: 40, height: 40), width: 40, height: 40)
        }
        // The start is reduced once, to within a turn, and the span kept.
        guard case let .angular(_, start, end) = GradientShader.Kind.angular(.zero, 1e12 * .pi / 180, (1e12 + 360) * .pi / 180)
            .withStartAngleReduced else { Issue.record("not angular"); return }
        #expect(abs(start) < 2 * .pi && abs(end - start - 2 * .pi) < 1e-3)
        let huge = try wheel(1e12), plain = try wheel(280)
        var worst = 0
        for (a, b) in zip(huge.pixels, plain.pixels) {
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
                worst = max(worst, abs(x - y))
            }
        }
        #expect(worst <= 1)
        #expect(plain.coveredArea > 1_200)
    }

    /// Text in a 4e9-point font (seed 13, trees 480, 2274 and 2880) asked for a glyph coverage
    /// mask up to 2^25 pixels square (143 TB): glyphs past `largestCachedGlyph` pixels to the em
    /// are filled as paths cut to the canvas. The stem of a million-point "I" covers the canvas.
    @Test func hugeGlyphIsCutToTheCanvas() throws {
        let canvas = try render(Text(verbatim: "I").font(.system(size: 1e6)).foregroundColor(.red).fixedSize()
            .frame(width: 20, height: 20), width: 20, height: 20)
        #expect(canvas.coveredArea == 400)
    }

    /// A rectangle whose pixel edges are whole numbers past Int's range took the pixel-aligned path.
    @Test func hugeAlignedRectangle() throws {
        let canvas = try render(Rectangle().fill(Color.red).frame(width: 1e20, height: 1e20), width: 10, height: 10)
        #expect(canvas.coveredArea == 100)
    }

    /// Curves 1e300 points long asked for more segments than an Int holds.
    @Test func hugeCurves() throws {
        let canvas = try render(Path { p in
            p.move(to: .zero); p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 1e300, y: 1e300))
            p.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: -1e300, y: 5), control2: CGPoint(x: 5, y: 1e300))
        }.stroke(Color.red, lineWidth: 2).frame(width: 10, height: 10), width: 10, height: 10)
        #expect(canvas.width == 10)
    }

    /// A dashed stroke along a line to 1e300 split it into 1e299 dashes (the campaign's hang,
    /// seed 2 tree 39); the pattern now advances over what cannot show in one step and only the
    /// visible part is dashed: 2-point dashes, 2 points apart, from the line's start.
    @Test func dashesAlongAHugePath() throws {
        let canvas = try render(Path { p in
            p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 1e300, y: 5))
        }.stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [2, 2])).frame(width: 10, height: 10), width: 10, height: 10)
        for x in 0..<10 {
            let on = x % 4 < 2
            #expect(canvas.alpha(x, 4) == (on ? 255 : 0) && canvas.alpha(x, 5) == (on ? 255 : 0), "x = \(x)")
        }
        #expect(canvas.alpha(0, 3) == 0 && canvas.alpha(0, 6) == 0)
    }

    /// A dashed 1e8-point square (a fuzz finding) was stroked solid past 100,000 periods. Its
    /// top edge is dashed from the corner; its closing left edge, 4e8 points into the pattern (a
    /// whole number of periods), ends with a gap, so the corner's pixel below the top stroke is empty.
    @Test func dashesAlongAHugeSquare() throws {
        let canvas = try render(Path { p in p.addRect(CGRect(x: 0, y: 0, width: 1e8, height: 1e8)) }
            .stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [2, 2])).frame(width: 10, height: 10), width: 10, height: 10)
        #expect((0..<10).map { canvas.alpha($0, 0) } == [255, 255, 0, 0, 255, 255, 0, 0, 255, 255])
        #expect((1..<10).map { canvas.alpha(0, $0) } == [0, 255, 255, 0, 0, 255, 255, 0, 0])
        #expect(canvas.alpha(5, 5) == 0)
    }

    /// Zero-length dashes with butt caps draw nothing, however long the path (the pattern of
    /// seed 2 tree 39).
    @Test func zeroLengthDashesAlongAHugePath() throws {
        let canvas = try render(Path { p in
            p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 1e300, y: 5))
        }.stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [0, 3.5, 5e-324, 3])).frame(width: 10, height: 10), width: 10, height: 10)
        #expect(canvas.coveredArea == 0)
    }

    /// The work: dashes are made only inside the visible region, however long the line.
    @Test func dashesOnlyWhereVisible() throws {
        let dasher = try #require(Dasher(dash: [2, 2], phase: 0, visible: CGRect(x: -1, y: -1, width: 12, height: 12)))
        // Where each dash starts and ends along x, to a millionth of a point.
        func spans(_ lines: [Path.Polyline]) -> [[CGFloat]] { lines.map { $0.points.map { ($0.x * 1e6).rounded() / 1e6 } } }
        let line = Path.Polyline(points: [CGPoint(x: 0, y: 5), CGPoint(x: 1e300, y: 5)], closed: false)
        #expect(spans(try #require(dasher.dashes([line]))) == [[0, 2], [4, 6], [8, 10]])
        // A line entering the region keeps the pattern's phase: at x = -1 it is 1,022 points in, mid-gap.
        let entering = Path.Polyline(points: [CGPoint(x: -1023, y: 5), CGPoint(x: 1025, y: 5)], closed: false)
        #expect(spans(try #require(dasher.dashes([entering]))) == [[1, 3], [5, 7], [9, 11]])
        // Past 100,000 periods in view, the line is stroked solid.
        let fine = try #require(Dasher(dash: [1e-5, 1e-5], phase: 0, visible: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(fine.dashes([line]) == nil)
    }

    /// Absurd font sizes (a fuzz finding: glyph flattening at −1e9) lay out and draw without a
    /// trap or a hang: text and a symbol at −1e9, 1e9, NaN, ±∞ and 0 have finite frames and the
    /// canvas is drawn whole.
    @Test(arguments: [CGFloat(-1e9), 1e9, .nan, 0, .infinity, -.infinity])
    func absurdGlyphSizes(size: CGFloat) throws {
        let tree = try layout(VStack(spacing: 0) {
            Text("Hg ש").font(.system(size: size)).accessibilityIdentifier("text")
            Image(systemName: "star.fill").font(.system(size: size)).accessibilityIdentifier("symbol")
        }.frame(width: 40, height: 40), width: 40, height: 40)
        for node in tree.allNodes {
            let t = node.transform
            let finite = [node.size.width, node.size.height, t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
            #expect(finite, "\(node.type)")
        }
        let canvas = Renderer(scale: 1).render(tree)
        #expect(canvas.width == 40 && canvas.height == 40)
    }

    /// NaN colour components and gradient positions (a NaN centre, a −∞ stop location) were
    /// converted to 8 bits unchecked; NaN is 0 and locations are clamped to 0…1.
    @Test func nonFiniteColoursAndGradients() throws {
        #expect(Pixel(Color.Resolved(red: .nan, green: 1, blue: 0, opacity: 1)) == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(Pixel(Color.Resolved(red: 1, green: 0, blue: 0, opacity: .nan)) == .clear)
        let gradient = Gradient(stops: [.init(color: .red, location: -.infinity), .init(color: .blue, location: .nan)])
        let canvas = try render(VStack(spacing: 0) {
            Rectangle().fill(RadialGradient(gradient: gradient, center: UnitPoint(x: CGFloat.nan, y: 0.5), startRadius: 0, endRadius: 10))
            Rectangle().fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
        }.frame(width: 10, height: 20), width: 10, height: 20)
        #expect(canvas.coveredArea == 200)
    }

    /// `blur(radius: 1000)` and `shadow(radius: 3000)` at 3x made layers of the canvas plus three
    /// kernels on each side (1.6 GB and 12 GB); they now render at reduced resolution over the
    /// visible area, and a huge blur spreads the colour to a faint, even tint.
    @Test(arguments: [CGFloat(1000), 3000, .infinity])
    func wideBlurAndShadowAreBounded(radius: CGFloat) throws {
        let canvas = try render(Color.red.frame(width: 100, height: 100).blur(radius: radius).shadow(radius: radius, x: 1e300, y: .nan),
                                width: 100, height: 100, scale: 3)
        #expect(canvas.width == 300)
        // Spread over thousands of points, the colour left in view is nearly transparent and even.
        #expect(canvas.alpha(0, 0) < 10)
        #expect(abs(Int(canvas.alpha(0, 0)) - Int(canvas.alpha(150, 150))) <= 1)
    }

    /// A canvas's filters with values its closure may compute: NaN draws no blur and no offset;
    /// infinite, 1e300 and 3000-point radii spread the square to nothing visible. The group's
    /// layer converted the spread to `Int` unchecked (NaN and infinity trapped) and grew with it
    /// unbounded (3000 points at 3x: a 54,000-pixel-square layer).
    @Test(arguments: [CGFloat.nan, .infinity, 1e300, 3000])
    func canvasFiltersAreBounded(value: CGFloat) throws {
        let canvas = try render(LayoutDSL.Canvas { context, _ in
            context.addFilter(.blur(radius: value))
            context.addFilter(.shadow(color: .blue, radius: value, x: value, y: -value))
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
        }.frame(width: 100, height: 100), width: 100, height: 100, scale: 3)
        #expect(canvas.width == 300)
        if value.isNaN {
            #expect(canvas.alpha(0, 0) == 255 && canvas.alpha(299, 299) == 255)
        } else {
            #expect(canvas.alpha(0, 0) < 10 && abs(Int(canvas.alpha(0, 0)) - Int(canvas.alpha(150, 150))) <= 1)
        }
    }

    /// A narrow blur still draws as before: a blurred square keeps its solid centre and fades at its edge.
    @Test func narrowBlurUnchanged() throws {
        let canvas = try render(Color.red.frame(width: 40, height: 40).blur(radius: 4).frame(width: 60, height: 60), width: 60, height: 60)
        #expect(canvas.alpha(30, 30) == 255)
        #expect(canvas.alpha(10, 30) > 100 && canvas.alpha(10, 30) < 160)
    }

    /// Canvas sizes that are not finite, or past the limits, are drawn empty or cut, never trapped.
    @Test func canvasPixelSizes() {
        #expect(Renderer.pixelSize(of: CGSize(width: CGFloat.nan, height: 10), scale: 2) == (0, 20))
        #expect(Renderer.pixelSize(of: CGSize(width: 1e300, height: 1), scale: 1) == (100_000, 1))
        #expect(Renderer.pixelSize(of: CGSize(width: 10_000, height: 10_000), scale: 1) == (10_000, 6_400))
        // A size on the 3x pixel grid is its whole number of pixels; a hair past the grid is a pixel more.
        #expect(Renderer.pixelSize(of: CGSize(width: 61.0 / 3, height: 20.2), scale: 3) == (61, 61))
        #expect(Renderer.pixelSize(of: CGSize(width: 20.34, height: 1), scale: 3) == (62, 3))
    }
}
