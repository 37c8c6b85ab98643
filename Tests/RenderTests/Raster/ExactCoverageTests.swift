import LayoutDSL
import Render
import Testing

/// Coverage equals the exact area of the shape in each pixel where the raster limits cut a
/// shape and where stroke pieces overlap.
struct ExactCoverageTests {
    /// A band whose edges run right to left across both sides of a 20 x 10 canvas: its left
    /// edge enters at x = 20 (y = 5/3) and leaves at x = 0 (y = 25/3). Splitting that edge at
    /// x = 0 before x = 20 used to accumulate it along the wrong line.
    @Test func edgeCrossingBothLimitsIsExact() throws {
        let band = [CGPoint(x: 25, y: 0), CGPoint(x: -5, y: 10), CGPoint(x: 5, y: 10), CGPoint(x: 35, y: 0)]
        let canvas = try render(Path { $0.addLines(band); $0.closeSubpath() }.fill(.black), width: 20, height: 10)
        for y in 0..<10 {
            for x in 0..<20 {
                let exact = Int((area(of: band, inPixel: x, y) * 255).rounded())
                #expect(abs(Int(canvas.alpha(x, y)) - exact) <= 1, "pixel \(x),\(y): \(canvas.alpha(x, y)) against \(exact)")
            }
        }
    }

    /// The same edge crossing both limits, as a clip (rotated stripes inside a narrower rotated
    /// clip merged into a solid area before): each pixel within two levels of the exact area,
    /// the clip's coverage and the fill's being rounded separately.
    @Test func clipCrossingBothLimitsIsExact() throws {
        let band = [CGPoint(x: 25, y: 0), CGPoint(x: -5, y: 10), CGPoint(x: 5, y: 10), CGPoint(x: 35, y: 0)]
        let clipped = try render(Color.black.frame(width: 20, height: 10).clipShape(Path { $0.addLines(band); $0.closeSubpath() }),
                                 width: 20, height: 10)
        for y in 0..<10 {
            for x in 0..<20 {
                let exact = Int((area(of: band, inPixel: x, y) * 255).rounded())
                #expect(abs(Int(clipped.alpha(x, y)) - exact) <= 2, "pixel \(x),\(y): \(clipped.alpha(x, y)) against \(exact)")
            }
        }
    }

    /// Two pieces covering the same half pixel cover half of it, not all of it.
    @Test func overlappingStrokePiecesCoverTheirUnion() throws {
        let canvas = try render(Path {
            $0.move(to: CGPoint(x: 2, y: 10.25)); $0.addLine(to: CGPoint(x: 18, y: 10.25))
            $0.move(to: CGPoint(x: 2, y: 10.25)); $0.addLine(to: CGPoint(x: 18, y: 10.25))
        }.stroke(.black, lineWidth: 0.5), width: 20, height: 20)
        for x in 2..<18 { #expect(canvas.alpha(x, 10) == 128, "pixel \(x),10") }
        #expect(abs(canvas.coveredArea - 16 * 128 / 255) < 0.001)
    }

    /// A round-joined circle stroke has the ink of its annulus, 2π · 40 · 2.5 = 628.3 px
    /// (each join's disc was counted on top of the segments it overlaps: 697.7 px).
    @Test func roundJoinedCircleStrokeHasTheAnnulusArea() throws {
        let canvas = try render(Circle().stroke(.black, style: StrokeStyle(lineWidth: 2.5, lineJoin: .round))
            .frame(width: 80, height: 80).padding(5), width: 90, height: 90)
        let annulus = 2 * Double.pi * 40 * 2.5
        #expect(abs(canvas.coveredArea - annulus) / annulus < 0.005, "ink \(canvas.coveredArea)")
        // On the axis the stroke spans x 3.75…6.25: a quarter, two full and a quarter pixel, give or
        // take the 0.03 px the flattened centre line may sit inside the circle (8 levels).
        #expect((56...66).contains(canvas.alpha(3, 45)) && canvas.alpha(4, 45) == 255 && canvas.alpha(5, 45) == 255)
        #expect((62...72).contains(canvas.alpha(6, 45)) && canvas.alpha(2, 45) == 0 && canvas.alpha(7, 45) == 0)
    }

    /// The area of a polygon inside the unit pixel at (x, y) (Sutherland–Hodgman, then the shoelace formula).
    private func area(of polygon: [CGPoint], inPixel x: Int, _ y: Int) -> Double {
        var points = polygon
        let x0 = CGFloat(x), y0 = CGFloat(y)
        let sides: [(CGPoint) -> CGFloat] = [{ $0.x - x0 }, { x0 + 1 - $0.x }, { $0.y - y0 }, { y0 + 1 - $0.y }]
        for inside in sides {
            guard let last = points.last else { break }
            var clipped: [CGPoint] = []
            var previous = last
            for point in points {
                let a = inside(previous), b = inside(point)
                if (a >= 0) != (b >= 0) {
                    let t = a / (a - b)
                    clipped.append(CGPoint(x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t))
                }
                if b >= 0 { clipped.append(point) }
                previous = point
            }
            points = clipped
        }
        guard points.count > 2 else { return 0 }
        var sum: CGFloat = 0
        for (p, q) in zip(points, points.dropFirst() + [points[0]]) { sum += p.x * q.y - q.x * p.y }
        return abs(Double(sum)) / 2
    }
}
