import Foundation
import LayoutDSL
import Testing

/// `Path.currentPoint` follows Core Graphics' rule: the last element's end, the last subpath's
/// start after a close, nil for an empty path; and `addLine(to:)` on an empty path moves there.
struct PathCurrentPointTests {
    @Test func theCurrentPointIsTheLastEndOrTheClosedSubpathsStart() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(path.currentPoint == CGPoint(x: 3, y: 4) && path.description == "3 4 m")
        path.addLine(to: CGPoint(x: 10, y: 4))
        path.addQuadCurve(to: CGPoint(x: 10, y: 9), control: CGPoint(x: 12, y: 6))
        #expect(path.currentPoint == CGPoint(x: 10, y: 9))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 3, y: 4))
        path.addRect(CGRect(x: 20, y: 30, width: 5, height: 5))
        #expect(path.currentPoint == CGPoint(x: 20, y: 30))
        path.addLine(to: CGPoint(x: 40, y: 40))
        #expect(path.currentPoint == CGPoint(x: 40, y: 40))
    }
}
