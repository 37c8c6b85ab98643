import LayoutDSL
import Testing

/// `Path.strokedPath(_:)`: the area a stroke covers, as a path filled with the non-zero rule.
struct PathStrokingTests {
    let line = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 0)) }

    @Test func aButtLineIsItsRectangle() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(outline.boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
        #expect(outline.contains(CGPoint(x: 5, y: 0.9)) && !outline.contains(CGPoint(x: 5, y: 1.1)))
        #expect(!outline.contains(CGPoint(x: 10.5, y: 0)))
    }

    @Test func capsAndJoins() {
        let square = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
        #expect(square.boundingRect == CGRect(x: -1, y: -1, width: 12, height: 2))
        let round = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
        #expect(round.contains(CGPoint(x: 10.9, y: 0)) && !round.contains(CGPoint(x: 10.8, y: 0.8)))
        // A right-angle corner: a miter fills the outer corner, a bevel cuts it.
        let corner = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 10)) }
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter)).contains(CGPoint(x: 10.9, y: -0.9)))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel)).contains(CGPoint(x: 10.9, y: -0.9)))
    }

    /// A closed circle's stroke is a ring: its centre is outside, points on the circle inside.
    @Test func aCircleStrokeIsARing() {
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).strokedPath(StrokeStyle(lineWidth: 4))
        #expect(!ring.contains(CGPoint(x: 10, y: 10)))
        #expect(ring.contains(CGPoint(x: 10, y: 1)) && ring.contains(CGPoint(x: 19, y: 10)) && !ring.contains(CGPoint(x: 10, y: 4)))
        #expect(ring.boundingRect.insetBy(dx: -0.01, dy: -0.01).contains(CGRect(x: -2, y: -2, width: 24, height: 24)))
    }

    @Test func dashesLeaveGaps() {
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2]))
        #expect(dashed.contains(CGPoint(x: 1, y: 0)) && !dashed.contains(CGPoint(x: 3, y: 0)) && dashed.contains(CGPoint(x: 5, y: 0)))
    }

    @Test func noWidthIsNoArea() {
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: -3)).isEmpty)
    }

    /// `stroke(lineWidth:)` and `stroke(style:)` are shapes whose outline is the stroked path,
    /// sized like their base.
    @Test func strokeIsAShape() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let stroked = Circle().stroke(lineWidth: 4)
        #expect(stroked.path(in: rect) == Circle().path(in: rect).strokedPath(StrokeStyle(lineWidth: 4)))
        #expect(Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [3])).sizeThatFits(ProposedViewSize(width: 30, height: nil))
                == CGSize(width: 30, height: 10))
        #expect(Circle().stroke(lineWidth: 2).sizeThatFits(ProposedViewSize(width: 30, height: 20)) == Circle().sizeThatFits(ProposedViewSize(width: 30, height: 20)))
    }
}
