@testable import LayoutDSL
import Foundation
import Testing

/// Core Animation's transforms: row vectors, `Concat(a, b)` applies `a` first, the helper
/// functions apply their step before the given transform, and `ProjectionTransform` takes the
/// z = 0 plane of one, as SwiftUI's initializer does.
struct CATransform3DTests {
    /// A point through a transform, divided by w.
    private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> [CGFloat] {
        let r = t.rows
        let v = (0..<4).map { j in x * r[0][j] + y * r[1][j] + z * r[2][j] + r[3][j] }
        return v.prefix(3).map { ($0 / v[3] * 1e9).rounded() / 1e9 }
    }

    @Test func makeFunctions() {
        #expect(apply(CATransform3DMakeTranslation(5, 6, 7), 1, 2, 3) == [6, 8, 10])
        #expect(apply(CATransform3DMakeScale(2, 3, 4), 1, 2, 3) == [2, 6, 12])
        // A quarter turn about z takes x to y, as CGAffineTransform(rotationAngle:) does.
        #expect(apply(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1, 0) == [0, 1, 0])
        let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        let rotation = CATransform3DMakeRotation(0.3, 0, 0, 3)
        #expect(zip(affine.rows.joined(), rotation.rows.joined()).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 1, 0) == [0, 0, -1])
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func orderOfSteps() {
        let moveThenScale = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2))
        #expect(apply(moveThenScale, 1, 1) == [22, 2, 0])
        // `Scale(t, …)` scales first, then applies t.
        let scaleThenMove = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 2)
        #expect(apply(scaleThenMove, 1, 1) == [12, 2, 0])
        #expect(apply(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 10, 0, 0), 1, 1) == [22, 2, 0])
        #expect(apply(CATransform3DRotate(CATransform3DMakeTranslation(0, 5, 0), .pi / 2, 0, 0, 1), 1, 0) == [0, 6, 0])
    }

    @Test func invertAndAffine() {
        var perspective = CATransform3DMakeRotation(0.4, 1, 1, 0)
        perspective.m34 = -1 / 500
        let t = CATransform3DTranslate(perspective, 3, -4, 5)
        let roundTrip = CATransform3DConcat(t, CATransform3DInvert(t))
        #expect(roundTrip.rows.joined().map { ($0 * 1e9).rounded() / 1e9 } == CATransform3DIdentity.rows.joined().map { $0 })
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(singular), singular))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        #expect(!CATransform3DIsAffine(perspective))
    }

    /// The projection keeps x, y and w: m14, m24 and m44 become the third column, m41 and m42
    /// the third row.
    @Test func projectionTransformFromCoreAnimation() {
        var t = CATransform3DMakeTranslation(7, 8, 9)
        t.m14 = 0.5; t.m24 = 0.25; t.m34 = 0.125
        let p = ProjectionTransform(t)
        #expect([p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33] == [1, 0, 0.5, 0, 1, 0.25, 7, 8, 1])
    }

    /// rotation3DEffect's projection is Core Animation's steps about the anchor.
    @Test func rotation3DIsCoreAnimationsSteps() {
        let p = ProjectionTransform.rotation3D(.degrees(30), axis: (0, 1, 0), anchor: CGPoint(x: 50, y: 20), anchorZ: 0,
                                               perspective: 1, size: CGSize(width: 100, height: 40))
        // The anchor stays; the right edge turns away from the viewer, so it comes closer to the anchor.
        func project(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let w = x * p.m13 + y * p.m23 + p.m33
            return CGPoint(x: (x * p.m11 + y * p.m21 + p.m31) / w, y: (x * p.m12 + y * p.m22 + p.m32) / w)
        }
        #expect(abs(project(50, 20).x - 50) < 1e-9 && abs(project(50, 20).y - 20) < 1e-9)
        let right = project(100, 20)
        #expect(right.x > 50 && right.x < 100 - 50 * (1 - cos(.pi / 6)) + 1e-9)
    }
}
