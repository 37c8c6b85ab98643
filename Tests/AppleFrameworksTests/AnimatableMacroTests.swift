import SwiftUI
import Testing

/// iOS 26's `@Animatable` (Apple's documentation of `Animatable()` and `AnimatableIgnored()`): the
/// synthesized `animatableData` holds one component per stored `var`, a vector as itself and an
/// animatable value as its own `animatableData`, leaves out `@AnimatableIgnored` ones, and writes
/// interpolated values back into the properties.
struct AnimatableMacroTests {
    @Animatable
    struct RingSegment: Shape {
        var width: CGFloat
        var angle: Angle
        @AnimatableIgnored var isOpaque: Bool
        let label: String
        var diameter: CGFloat { width * 2 }

        func path(in rect: CGRect) -> Path {
            Path { $0.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: width, startAngle: .zero, endAngle: angle,
                             clockwise: false) }
        }
    }

    @Animatable
    struct Bar: Shape {
        var fraction: Double

        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
    }

    @Animatable
    struct Pulse: ViewModifier {
        var scale: CGFloat
        func body(content: Content) -> some View { content.scaleEffect(scale) }
    }

    @Test func theDataHoldsTheAnimatedPropertiesInOrder() {
        var ring = RingSegment(width: 10, angle: .degrees(90), isOpaque: true, label: "a")
        let data: AnimatableValues<CGFloat, Double> = ring.animatableData
        #expect(data == AnimatableValues(10, Angle.degrees(90).radians))
        ring.animatableData = AnimatableValues(20, Angle.degrees(180).radians)
        #expect(ring.width == 20 && ring.angle.degrees == 180 && ring.isOpaque && ring.label == "a")
    }

    @Test func oneProperty() {
        var bar = Bar(fraction: 0.25)
        let data: AnimatableValues<Double> = bar.animatableData
        #expect(data == AnimatableValues(0.25))
        bar.animatableData = AnimatableValues(0.75)
        #expect(bar.fraction == 0.75)
    }

    /// A type that is not yet animatable gets the conformance.
    @Test func aModifierGetsTheConformance() {
        var pulse = Pulse(scale: 1)
        pulse.animatableData = AnimatableValues(2)
        #expect(pulse.scale == 2)
    }

    /// Halfway through, the vector is halfway: `AnimatableValues` adds, subtracts and scales by component.
    @Test func valuesInterpolateByComponent() {
        let from = AnimatableValues<CGFloat, Double>(0, 1), to = AnimatableValues<CGFloat, Double>(10, 3)
        let half = from.interpolated(towards: to, amount: 0.5)
        #expect(half == AnimatableValues(5, 2))
        #expect((to - from).magnitudeSquared == 104)
        #expect(AnimatableValues<CGFloat, Double>.zero == AnimatableValues(0, 0))
    }
}
