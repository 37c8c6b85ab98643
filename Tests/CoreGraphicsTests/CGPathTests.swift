import CoreGraphics
import LayoutDSL
import Testing

/// Core Graphics' paths: arcs and ellipses as cubic curves of a quarter turn, bounding boxes,
/// hit tests, and SwiftUI's `Path` on both sides.
struct CGPathTests {
    @Test func ellipsesAreFourQuarterCurves() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 10, y: 20, width: 100, height: 50))
        var curves = 0
        path.applyWithBlock { if $0.pointee.type == .addCurveToPoint { curves += 1 } }
        #expect(curves == 4)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxX - 110) < 1e-9 && abs(box.minY - 20) < 1e-6 && abs(box.maxY - 70) < 1e-6)
        #expect(path.contains(CGPoint(x: 60, y: 45)) && !path.contains(CGPoint(x: 12, y: 22)))
    }

    /// A quarter arc's midpoint lies on the circle within Core Graphics' approximation (2.7e-4 of the radius).
    @Test func arcsStayOnTheCircle() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.currentPoint.x.magnitude < 1e-9 && abs(path.currentPoint.y - 100) < 1e-9)
        let flattened = Path(path)
        var end = CGPoint.zero, c1 = CGPoint.zero, c2 = CGPoint.zero
        flattened.forEach { if case let .curve(to, a, b) = $0 { end = to; c1 = a; c2 = b } }
        let mid = CGPoint(x: (0.125 * 100 + 0.375 * c1.x + 0.375 * c2.x + 0.125 * end.x), y: (0.375 * c1.y + 0.375 * c2.y + 0.125 * end.y))
        #expect(abs(hypot(mid.x, mid.y) - 100) < 0.03)
        // Clockwise (y up) from 0 to π/2 goes the long way: three quarters.
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        var curves = 0
        long.applyWithBlock { if $0.pointee.type == .addCurveToPoint { curves += 1 } }
        #expect(curves == 3)
    }

    @Test func tangentArcsRoundACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
    }

    @Test func roundTripsThroughSwiftUI() {
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 5, cornerHeight: 5, transform: nil)
        #expect(Path(rounded).cgPath == rounded)
        #expect(Path(rounded).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        let moved = rounded.copy(using: [CGAffineTransform(translationX: 5, y: 0)])
        #expect(moved?.boundingBox.minX == 5)
    }

    @Test func evenOddAndWinding() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    }
}

/// Core Graphics' colours and SwiftUI's bridges.
struct CGColorTests {
    @Test func colorsBridge() {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
        let resolved = Color(cgColor: orange).resolve(in: EnvironmentValues())
        #expect(resolved == Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.8))
        #expect(Color(.sRGB, red: 0, green: 0, blue: 1).cgColor?.components == [0, 0, 1, 1])
        #expect(Color.primary.cgColor == nil)   // a dynamic colour has none, as on iOS
        #expect(CGColor(gray: 0.5, alpha: 1).converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)?.components == [0.5, 0.5, 0.5, 1])
        #expect(orange.copy(alpha: 1)?.alpha == 1 && CGColor.clear.alpha == 0)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor.components == [1, 0, 0, 1])
    }
}
