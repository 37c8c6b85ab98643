import LayoutDSL
import Testing

/// Shape and Path API: SwiftUI's radius clamp, static members, insettable shapes, type erasure, arcs.
struct ShapeAPITests {
    private let wide = CGRect(x: 0, y: 0, width: 200, height: 50)

    /// A radius beyond half the shorter side is clamped to it: the rectangle becomes a capsule,
    /// with no elliptical corners.
    @Test(arguments: [RoundedCornerStyle.circular, .continuous])
    func oversizedRadiusIsACapsule(style: RoundedCornerStyle) {
        let rounded = RoundedRectangle(cornerRadius: 100, style: style).path(in: wide)
        #expect(rounded == Capsule(style: style).path(in: wide))
        #expect(Path(roundedRect: wide, cornerRadius: 100, style: style) == rounded)
        // The left end is a half circle of radius 25: its leftmost point is at mid-height.
        #expect(rounded.contains(CGPoint(x: 1, y: 25)))
        #expect(!rounded.contains(CGPoint(x: 10, y: 3)))
    }

    /// A continuous pill is round across its short sides and eases into its long ones, as SwiftUI
    /// draws it (squircle-ended, docs/reference/ios-measured-facts.md): it leaves the long edge
    /// 1.52866 radii from the end, reaches the short side's middle, and stays inside the circular
    /// capsule.
    @Test func continuousPillEasesIntoItsLongSides() {
        var ends: [CGPoint] = []
        Capsule(style: .continuous).path(in: wide).forEach { element in
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): ends.append(p)
            case .closeSubpath: break
            }
        }
        #expect(abs(ends[0].x - (200 - 25 * 1.52866483)) < 1e-6 && ends[0].y == 0)
        #expect(ends.contains(CGPoint(x: 200, y: 25)) && ends.contains(CGPoint(x: 0, y: 25)))
        let round = Capsule(style: .circular).path(in: wide.insetBy(dx: -1e-6, dy: -1e-6))
        #expect(ends.allSatisfy { round.contains($0) || $0.y == 0 || $0.y == 50 })
        let circular = Capsule(style: .circular).path(in: wide)
        #expect(circular.contains(CGPoint(x: 25, y: 0.1)) && !Capsule(style: .continuous).path(in: wide).contains(CGPoint(x: 25, y: 0.1)))
    }

    /// An elliptical corner size keeps its own axes, each clamped to half its side.
    @Test func ellipticalCornerSizeClampsEachAxis() {
        var path = Path()
        path.addRoundedRect(in: wide, cornerSize: CGSize(width: 40, height: 100), style: .circular)
        #expect(path.boundingRect == wide)
        // Corner (40 × 25): the point 30 in and 3 down is outside the quarter ellipse.
        #expect(!path.contains(CGPoint(x: 8, y: 3)))
        #expect(path.contains(CGPoint(x: 40, y: 1)))
    }

    @Test func staticMembersAreTheShapes() {
        let r = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(AnyShape(.rect).path(in: r) == Rectangle().path(in: r))
        #expect(AnyShape(.rect(cornerRadius: 8)).path(in: r) == RoundedRectangle(cornerRadius: 8).path(in: r))
        #expect(AnyShape(.rect(topLeadingRadius: 8)).path(in: r) == UnevenRoundedRectangle(topLeadingRadius: 8).path(in: r))
        #expect(AnyShape(.capsule).path(in: r) == Capsule().path(in: r))
        #expect(AnyShape(.circle).path(in: r) == Circle().path(in: r))
        #expect(AnyShape(.ellipse).path(in: r) == Ellipse().path(in: r))
        #expect(AnyShape(.containerRelative).path(in: r) == Rectangle().path(in: r))
    }

    /// AnyShape keeps the erased shape's sizing (a circle is square) and does not nest boxes.
    @Test func anyShapeForwardsSizing() {
        let circle = AnyShape(AnyShape(Circle()))
        #expect(circle.sizeThatFits(ProposedViewSize(width: 80, height: 40)) == CGSize(width: 40, height: 40))
        #expect(circle.path(in: wide) == Circle().path(in: wide))
    }

    /// `strokeBorder` on an insettable shape uses the shape's own `inset(by:)`.
    @Test func customInsettableShapeInsetsItself() throws {
        struct Notch: InsettableShape {
            var inset: CGFloat = 0
            func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset * 2, dy: inset)) }
            func inset(by amount: CGFloat) -> Notch { Notch(inset: inset + amount) }
        }
        let insetPath = Notch().inset(by: 2).path(in: wide)
        #expect(insetPath.boundingRect == CGRect(x: 4, y: 2, width: 192, height: 46))
        #expect(Circle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 50, height: 50)).boundingRect
            == CGRect(x: 5, y: 5, width: 40, height: 40))
    }

    /// `addArc(tangent1End:tangent2End:radius:)` rounds a right-angle corner with a quarter circle.
    @Test func tangentArcRoundsACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        path.addLine(to: CGPoint(x: 100, y: 100))
        let bounds = path.boundingRect
        #expect(bounds.minX == 0 && bounds.maxY == 100)
        // The arc ends on the second line, 20 below the corner, and starts 20 before it.
        let points = path.elements.compactMap { element -> CGPoint? in
            if case .curve(let p, _, _) = element { return p } else { return nil }
        }
        #expect(abs(points.last!.x - 100) < 1e-9 && abs(points.last!.y - 20) < 1e-9)
        #expect(path.elements.contains(.line(to: CGPoint(x: 80, y: 0))))
        // Collinear tangents draw a line to the first.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }

    /// `addRelativeArc` turns by `delta` from `startAngle`: a quarter from 0 ends straight below the centre.
    @Test func relativeArc() {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(90))
        guard case .curve(let end, _, _) = path.elements.last else { Issue.record("no arc"); return }
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
        #expect(path.elements.first == .move(to: CGPoint(x: 60, y: 50)))
    }
}
