import LayoutDSL
import Testing

/// iOS 18's `PreviewModifier`: `#Preview(traits: .modifier(SampleData()))` wraps the preview's
/// content in the modifier's body with a context made once per modifier type, before the
/// preview's first frame settles; a context that throws leaves the content as it is.
@MainActor
struct PreviewModifierTests {
    final class Counter { var made = 0 }
    static let counter = Counter()

    /// An asynchronous shared context, as a `ModelContainer` of sample data is made.
    struct SampleShelf: PreviewModifier {
        static func makeSharedContext() async throws -> [String] {
            PreviewModifierTests.counter.made += 1
            await Task.yield()
            return ["Piranesi", "Project Hail Mary"]
        }
        func body(content: Content, context: [String]) -> some View {
            VStack {
                content
                ForEach(context, id: \.self) { Text($0).accessibilityIdentifier($0) }
            }
        }
    }

    struct Framed: PreviewModifier {
        func body(content: Content, context: Void) -> some View { content.padding(10).accessibilityIdentifier("framed") }
    }

    struct Broken: PreviewModifier {
        struct Failure: Error {}
        static func makeSharedContext() async throws -> Int { throw Failure() }
        func body(content: Content, context: Int) -> some View { content.accessibilityIdentifier("broken") }
    }

    func tree(_ preview: Preview) throws -> ResolvedTree {
        try ViewHost(preview.view, canvasSize: CGSize(width: 300, height: 300)).update()
    }

    @Test func theModifierWrapsEveryPreviewWithOneSharedContext() throws {
        let first = try tree(Preview("Shelf", traits: .modifier(SampleShelf())) { Text("Books").accessibilityIdentifier("title") })
        #expect(first.node(id: "title") != nil && first.node(id: "Piranesi") != nil && first.node(id: "Project Hail Mary") != nil)
        let second = try tree(Preview(traits: .modifier(SampleShelf()), .sizeThatFitsLayout) { Text("More") })
        #expect(second.node(id: "Piranesi") != nil)
        #expect(Self.counter.made == 1)
    }

    /// A modifier without a context (`Context == Void`), and modifiers applied in order, the
    /// later one outside.
    @Test func modifiersWithoutContextApplyInOrder() throws {
        let preview = Preview(traits: .modifier(Framed()), .fixedLayout(width: 100, height: 50)) {
            Text("Hi").accessibilityIdentifier("hi")
        }
        #expect(preview.layout == .fixed(width: 100, height: 50))
        let tree = try tree(preview)
        #expect(frame(tree, "framed").width == frame(tree, "hi").width + 20)
    }

    @Test func aContextThatThrowsLeavesTheContent() throws {
        let tree = try tree(Preview(traits: .modifier(Broken())) { Text("Hi").accessibilityIdentifier("hi") })
        #expect(tree.node(id: "hi") != nil && tree.node(id: "broken") == nil)
    }
}
