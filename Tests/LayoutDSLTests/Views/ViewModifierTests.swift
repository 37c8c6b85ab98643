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

    /// A modifier whose value did not change keeps its last body, but its content is the one
    /// it is applied to now: a tap that widens the modified view shows the new width.
    @Test func unchangedModifierShowsNewContent() throws {
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(10) }
        }
        struct Growing: View {
            @State private var width: CGFloat = 20
            var body: some View {
                Color.red.frame(width: width, height: 20).accessibilityIdentifier("inner")
                    .modifier(Card())
                    .onTapGesture { width = 60 }
            }
        }
        let host = ViewHost(Growing(), canvasSize: CGSize(width: 100, height: 100))
        #expect(frame(try host.update(), "inner").width == 20)
        #expect(frame(try host.tap(at: CGPoint(x: 50, y: 50)), "inner").width == 60)
    }
}
