import LayoutDSL
@testable import Render
import Testing

/// `ignoredByLayout()`: the effect's transform moves the drawing, as the effect itself does, but
/// not the frames of the views inside (SwiftUI: "only applies the transform while rendering").
struct IgnoredByLayoutEffectTests {
    struct Shift: GeometryEffect {
        var x: CGFloat
        var animatableData: CGFloat {
            get { x }
            set { x = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: x, y: 0)) }
    }

    struct MinX: PreferenceKey {
        static let defaultValue: CGFloat = -1
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    private func square(_ effect: some ViewModifier) -> some View {
        Color.red.frame(width: 10, height: 10)
            .background(GeometryReader { Color.clear.preference(key: MinX.self, value: $0.frame(in: .global).minX) })
            .modifier(effect)
            .frame(width: 40, height: 10, alignment: .leading)
    }

    /// The first red column, and what the square's `GeometryReader` saw.
    private func measure(_ effect: some ViewModifier) throws -> (drawn: Int?, seen: CGFloat) {
        var seen: CGFloat = -1
        let view = square(effect).onPreferenceChange(MinX.self) { seen = $0 }
        let canvas = try render(view, width: 40, height: 10)
        return ((0..<40).first { canvas[$0, 5].r > 200 && canvas[$0, 5].a > 200 }, seen)
    }

    @Test func drawsMovedButFramesStay() throws {
        let plain = try measure(Shift(x: 20))
        #expect(plain.drawn == 20 && plain.seen == 20)
        let ignored = try measure(Shift(x: 20).ignoredByLayout())
        #expect(ignored.drawn == 20 && ignored.seen == 0)
        #expect(Shift(x: 5).ignoredByLayout().effectValue(size: .zero) == Shift(x: 5).effectValue(size: .zero))
        #expect(!_IgnoredByLayoutEffect<Shift>._affectsLayout && Shift._affectsLayout)
    }
}
