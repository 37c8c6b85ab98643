import Foundation
@testable import LayoutDSL
import Testing

/// iOS 17's set and line operations of `Path` and `Shape` (Apple's documentation of
/// `union(_:eoFill:)`, `intersection(_:eoFill:)`, `subtracting(_:eoFill:)`,
/// `symmetricDifference(_:eoFill:)`, `normalized(eoFill:)`, `lineIntersection(_:eoFill:)` and
/// `lineSubtraction(_:eoFill:)`): areas and elements of squares, rings, stars and circles.
struct PathSetOperationsTests {
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    let shifted = Path(CGRect(x: 50, y: 50, width: 100, height: 100))

    /// The area a path fills: its subpaths' signed areas added (holes turn the other way).
    func area(_ path: Path) -> CGFloat {
        var total: CGFloat = 0
        for line in path.flattened(tolerance: 0.01) {
            let points = line.points
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                total += a.x * b.y - b.x * a.y
            }
        }
        return abs(total) / 2
    }

    func sameForBothRules(_ path: Path, at points: [CGPoint]) -> Bool {
        points.allSatisfy { path.contains($0, eoFill: true) == path.contains($0, eoFill: false) }
    }

    @Test func twoOverlappingSquares() {
        #expect(area(square.union(shifted)) == 17_500)
        #expect(area(square.intersection(shifted)) == 2_500)
        #expect(area(square.subtracting(shifted)) == 7_500)
        #expect(area(square.symmetricDifference(shifted)) == 15_000)
        #expect(square.intersection(shifted).boundingRect == CGRect(x: 50, y: 50, width: 50, height: 50))
        #expect(square.subtracting(shifted).contains(CGPoint(x: 25, y: 75)))
        #expect(!square.subtracting(shifted).contains(CGPoint(x: 75, y: 75)))
        let difference = square.symmetricDifference(shifted)
        #expect(difference.contains(CGPoint(x: 125, y: 125)) && !difference.contains(CGPoint(x: 75, y: 75)))
    }

    /// "The result of filling this path using either even-odd or non-zero fill rules is
    /// identical": a square with a hole is drawn as an outline and a hole turning the other way.
    @Test func theResultFillsAlikeUnderEitherRule() {
        let hole = Path(CGRect(x: 25, y: 25, width: 50, height: 50))
        let frame = square.subtracting(hole)
        #expect(area(frame) == 7_500)
        let samples = [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50), CGPoint(x: 90, y: 50), CGPoint(x: 150, y: 50)]
        #expect(sameForBothRules(frame, at: samples))
        #expect(!frame.contains(CGPoint(x: 50, y: 50)) && frame.contains(CGPoint(x: 10, y: 10)))
    }

    /// `eoFill` chooses how each path's inside is read: an inner square turning the same way as
    /// its outline is inside by the non-zero rule and a hole by the even-odd rule.
    @Test func eoFillReadsTheInputs() {
        var nested = square
        nested.addRect(CGRect(x: 20, y: 20, width: 60, height: 60))
        #expect(area(nested.normalized(eoFill: false)) == 10_000)
        #expect(area(nested.normalized(eoFill: true)) == 6_400)
        #expect(area(nested.normalized()) == 6_400)  // even-odd by default, as Apple's signature
        #expect(area(nested.union(Path(), eoFill: false)) == 10_000)
        #expect(area(nested.union(Path())) == 10_000)  // non-zero by default for the operations
    }

    /// A five-pointed star drawn in one stroke crosses itself: normalized, it has no
    /// self-intersection, and its centre is inside by the non-zero rule only.
    @Test func aSelfIntersectingStarIsNormalized() {
        let star = Path { path in
            for index in 0..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
                let point = CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
        let centre = CGPoint(x: 50, y: 50)
        #expect(star.normalized(eoFill: false).contains(centre, eoFill: true))
        #expect(!star.normalized(eoFill: true).contains(centre, eoFill: false))
        // The even-odd star is five triangles; the non-zero one adds the pentagon between them.
        let pentagon = area(star.normalized(eoFill: false)) - area(star.normalized(eoFill: true))
        let inner = 50 * sin(CGFloat.pi / 10) / sin(7 * CGFloat.pi / 10)  // the pentagon's circumradius
        #expect(abs(pentagon - 5.0 / 2 * inner * inner * sin(2 * CGFloat.pi / 5)) < 0.01)
    }

    /// A crescent: a circle less one moved by 30 pt has the circle's area less the lens of the two
    /// (2r²·acos(d/2r) − d/2·√(4r² − d²)).
    @Test func aCrescent() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let crescent = circle.subtracting(Path(ellipseIn: CGRect(x: 30, y: 0, width: 100, height: 100)))
        let (r, d): (CGFloat, CGFloat) = (50, 30)
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        #expect(abs(area(crescent) - (CGFloat.pi * r * r - lens)) < 3)  // the cubic circles' 0.03 %
        #expect(crescent.contains(CGPoint(x: 10, y: 50)) && !crescent.contains(CGPoint(x: 70, y: 50)))
    }

    @Test func aLineKeepsItsDirectionThroughASquare() {
        // 256 pt long, so that the cuts fall on fractions a binary number holds exactly.
        let across = Path { $0.move(to: CGPoint(x: -64, y: 25)); $0.addLine(to: CGPoint(x: 192, y: 25)) }
        #expect(across.lineIntersection(square).elements == [.move(to: CGPoint(x: 0, y: 25)), .line(to: CGPoint(x: 100, y: 25))])
        #expect(across.lineSubtraction(square).elements == [
            .move(to: CGPoint(x: -64, y: 25)), .line(to: CGPoint(x: 0, y: 25)),
            .move(to: CGPoint(x: 100, y: 25)), .line(to: CGPoint(x: 192, y: 25)),
        ])
        let back = Path { $0.move(to: CGPoint(x: 192, y: 25)); $0.addLine(to: CGPoint(x: -64, y: 25)) }
        #expect(back.lineIntersection(square).elements == [.move(to: CGPoint(x: 100, y: 25)), .line(to: CGPoint(x: 0, y: 25))])
    }

    /// "Intersected subpaths that are clipped create open subpaths. Closed subpaths that do not
    /// intersect other remain closed." A rectangle crossing the square's edge is cut open where it
    /// leaves the square, its pieces on either side of its start joined.
    @Test func closedSubpathsStayClosedUnlessCut() {
        let inside = Path(CGRect(x: 20, y: 20, width: 60, height: 60))
        #expect(inside.lineIntersection(square) == inside)
        #expect(inside.lineSubtraction(square).isEmpty)
        let crossing = Path(CGRect(x: 50, y: 50, width: 100, height: 30))
        #expect(crossing.lineIntersection(square).elements == [
            .move(to: CGPoint(x: 100, y: 80)), .line(to: CGPoint(x: 50, y: 80)),
            .line(to: CGPoint(x: 50, y: 50)), .line(to: CGPoint(x: 100, y: 50)),
        ])
        #expect(crossing.lineSubtraction(square).elements == [
            .move(to: CGPoint(x: 100, y: 50)), .line(to: CGPoint(x: 150, y: 50)),
            .line(to: CGPoint(x: 150, y: 80)), .line(to: CGPoint(x: 100, y: 80)),
        ])
    }

    /// The even-odd rule makes the inner square of a nested pair a hole the line leaves.
    @Test func lineOperationsReadTheFillRule() {
        var nested = square
        nested.addRect(CGRect(x: 20, y: 20, width: 60, height: 60))
        let across = Path { $0.move(to: CGPoint(x: -14, y: 50)); $0.addLine(to: CGPoint(x: 114, y: 50)) }
        #expect(across.lineIntersection(nested).elements == [.move(to: CGPoint(x: 0, y: 50)), .line(to: CGPoint(x: 100, y: 50))])
        #expect(across.lineIntersection(nested, eoFill: true).elements == [
            .move(to: CGPoint(x: 0, y: 50)), .line(to: CGPoint(x: 20, y: 50)),
            .move(to: CGPoint(x: 80, y: 50)), .line(to: CGPoint(x: 100, y: 50)),
        ])
    }

    /// Points that cannot be put on Clipper's grid give an empty path, never a trap.
    @Test func unrepresentablePathsGiveNothing() {
        let bad = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: CGFloat.nan, y: 5)); $0.addLine(to: CGPoint(x: 5, y: 5)) }
        #expect(bad.union(square).isEmpty)
        #expect(Path(CGRect(x: 0, y: 0, width: 1e13, height: 10)).intersection(square).isEmpty)
        #expect(Path(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)).subtracting(square).isEmpty)
        #expect(Path().union(Path()).isEmpty)
    }

    /// The shapes' forms combine both shapes' paths in the same rectangle, and animate both.
    @Test func shapesCombineTheirPathsInOneRectangle() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let crescent = Circle().subtracting(Circle().offset(x: 30))
        let expected = Circle().path(in: rect).subtracting(Circle().offset(x: 30).path(in: rect))
        #expect(crescent.path(in: rect) == expected)
        #expect(Rectangle().union(Circle(), eoFill: true).path(in: rect) == Path(rect).union(Circle().path(in: rect), eoFill: true))
        let shape = Rectangle().intersection(Circle().offset(x: 30))
        var moving = try #require(shape as Any as? ShapeSetOperation<Rectangle, OffsetShape<Circle>>)
        #expect(moving.animatableData.second.second == AnimatablePair(30, 0))
        moving.animatableData.second.second = AnimatablePair(50, 0)
        #expect(moving.path(in: rect).boundingRect == CGRect(x: 50, y: 0, width: 50, height: 100))
    }
}
