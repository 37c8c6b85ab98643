import Foundation
import LayoutDSL
import Testing

/// `UnitCurve.velocity(at:)` and `inverse`, and `VectorArithmetic.interpolate(towards:amount:)`.
/// The ease-in-out Bézier (0.42, 0, 0.58, 1) is symmetric, so x = 0.5 is at parameter 0.5,
/// where dx/ds = 0.87 and dy/ds = 1.5 (by hand from the Bernstein form): slope 1.5 / 0.87.
struct UnitCurveTests {
    @Test func velocity() {
        #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.5 / 0.87) < 1e-9)
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0) - 0) < 1e-9)
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.75) < 1e-12)   // x / √(1 − x²)
        #expect(abs(UnitCurve.circularEaseOut.velocity(at: 0.4) - 0.75) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.velocity(at: 0.3) - 0.75) < 1e-12) // 2x / √(1 − 4x²)
    }

    @Test func inverseSolvesTheCurveBackwards() {
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            for x in [0.1, 0.25, 0.5, 0.8] {
                #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-9)
            }
            #expect(curve.inverse.inverse == curve)
        }
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: UnitPoint(x: 0.3, y: 0.9)).inverse
                == .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.1), endControlPoint: UnitPoint(x: 0.9, y: 0.3)))
    }

    @Test func interpolateTowards() {
        var value = 10.0
        value.interpolate(towards: 20, amount: 0.25)
        #expect(value == 12.5)
        #expect(AnimatablePair(0.0, 10.0).interpolated(towards: AnimatablePair(4.0, 0.0), amount: 0.5) == AnimatablePair(2.0, 5.0))
    }
}
