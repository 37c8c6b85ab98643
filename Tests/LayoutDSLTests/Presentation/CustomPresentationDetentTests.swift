import LayoutDSL
import Testing

/// A custom detent's height comes from its `height(in:)`, above the home indicator as a height
/// detent's is, out of the 749 pt a detent may have on an iPhone 16 (783 less the 34 pt inset).
@Suite(.design(.compatibility))
struct CustomPresentationDetentTests {
    private struct Third: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 3 }
    }
    private struct CompactOnly: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.verticalSizeClass == .compact ? 100 : nil }
    }

    private struct Presenting: View {
        @State var showing = true
        let detent: PresentationDetent
        var body: some View {
            Color.blue.sheet(isPresented: $showing) {
                Color.red.accessibilityIdentifier("sheet").presentationDetents([detent])
            }
        }
    }

    @Test func heightFromTheContext() throws {
        let third = frame(try iPhone16Host(Presenting(detent: .custom(Third.self))).update(), "sheet")
        #expect(abs(third.minY - (852 - 749.0 / 3 - 34)) < 0.01)
        // nil (inactive in portrait, where the size class is regular) reads as the large detent.
        #expect(abs(frame(try iPhone16Host(Presenting(detent: .custom(CompactOnly.self))).update(), "sheet").minY - 69) < 0.01)
        #expect(PresentationDetent.custom(Third.self) == .custom(Third.self))
        #expect(PresentationDetent.custom(Third.self) != .custom(CompactOnly.self))
    }
}
