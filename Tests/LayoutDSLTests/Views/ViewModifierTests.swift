import LayoutDSL
import Testing

/// Custom view modifiers are composites with their own state.
struct ViewModifierTests {
    /// A custom ViewModifier's body wraps the content it receives.
    @Test func customViewModifier() throws {
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(10).background(Color.white) }
        }
        let tree = try resolve(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("inner")
            .modifier(Card()).accessibilityIdentifier("card"), 100, 100)
        #expect(frame(tree, "card") == rect(30, 30, 40, 40))
        #expect(frame(tree, "inner") == rect(40, 40, 20, 20))
        #expect(tree.node(id: "card")?.views == ["Card"])
    }
}
