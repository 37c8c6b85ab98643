import LayoutDSL
import Render
import Testing

/// Strokes drawn as one outline per side (`PathStroker.outline`) keep the exact area of the stroke.
/// The union of stroke pieces, which the renderer falls back to, gives the same area: each test
/// also checks that its stroke has an outline, so it measures the outline and not the fallback.
struct StrokeOutlineTests {
    private func hasOutline(_ path: Path, _ style: StrokeStyle) -> Bool {
        PathStroker(style: style, width: style.lineWidth, tolerance: 0.1).outline(path.flattened(tolerance: 0.1)) != nil
    }

    /// A butt-capped diagonal segment covers its rectangle: length × width.
    /// A round join at a non-finite corner (a stroked arc fed `.infinity`, found by the fuzzer)
    /// strokes without trapping: the corner takes its two ends.
    @Test func roundJoinAtANonFiniteCornerDoesNotTrap() throws {
        for corner in [CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: CGFloat.infinity, y: 5)] {
            var path = Path()
            path.move(to: .zero)
            path.addLine(to: corner)
            path.addLine(to: CGPoint(x: 10, y: 0))
            let stroker = PathStroker(style: StrokeStyle(lineWidth: 2, lineJoin: .round), width: 2, tolerance: 0.1)
            #expect(!stroker.polygons(path.flattened(tolerance: 0.1)).isEmpty)
        }
    }

    @Test func singleSegmentCoversItsRectangle() throws {
        let segment = Path { $0.move(to: CGPoint(x: 3, y: 4)); $0.addLine(to: CGPoint(x: 27, y: 21)) }
        #expect(hasOutline(segment, StrokeStyle(lineWidth: 3)))
        let canvas = try render(segment.stroke(.black, lineWidth: 3), width: 30, height: 30)
        let exact = hypot(24.0, 17.0) * 3
        #expect(abs(canvas.coveredArea - exact) / exact < 0.002, "ink \(canvas.coveredArea) against \(exact)")
    }

    /// A square cap adds half the width at each end.
    @Test func squareCapsExtendTheSegment() throws {
        let segment = Path { $0.move(to: CGPoint(x: 5, y: 10.5)); $0.addLine(to: CGPoint(x: 25, y: 10.5)) }
        let style = StrokeStyle(lineWidth: 2, lineCap: .square)
        #expect(hasOutline(segment, style))
        let canvas = try render(segment.stroke(.black, style: style), width: 30, height: 20)
        // 44 half-covered pixels each round 127.5 up to 128: 0.086 px over the exact 44.
        #expect(abs(canvas.coveredArea - 22 * 2) < 0.1)
        #expect(canvas.alpha(3, 10) == 0 && canvas.alpha(4, 10) == 255 && canvas.alpha(4, 9) == 128 && canvas.alpha(26, 10) == 0)
    }

    /// A rotated miter-joined rectangle: the outer rectangle less the inner one, 23 × 13 − 17 × 7.
    @Test func rotatedRectangleStrokeIsOuterLessInner() throws {
        #expect(hasOutline(Rectangle().path(in: CGRect(x: 0, y: 0, width: 20, height: 10)), StrokeStyle(lineWidth: 3)))
        let canvas = try render(Rectangle().stroke(.black, lineWidth: 3).frame(width: 20, height: 10)
            .rotationEffect(.degrees(30)).frame(width: 40, height: 40), width: 40, height: 40)
        #expect(abs(canvas.coveredArea - 180) / 180 < 0.002, "ink \(canvas.coveredArea)")
    }

    /// An ellipse stroke wider than the flattened segments still folds nothing: the ring's area.
    @Test func wideEllipseStrokeHasTheRingArea() throws {
        #expect(hasOutline(Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40)), StrokeStyle(lineWidth: 8)))
        let canvas = try render(Circle().stroke(.black, lineWidth: 8).frame(width: 40, height: 40).padding(5), width: 50, height: 50)
        let ring = Double.pi * (24 * 24 - 16 * 16)
        #expect(abs(canvas.coveredArea - ring) / ring < 0.005, "ink \(canvas.coveredArea) against \(ring)")
    }
}
