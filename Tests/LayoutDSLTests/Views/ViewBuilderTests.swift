import LayoutDSL
import Testing

/// ViewBuilder forms: blocks of any size, switch, if let, availability checks.
struct ViewBuilderTests {
    /// Blocks of any size (parameter packs), `switch`, `if let`, availability checks.
    @Test func builderForms() throws {
        struct Many: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
                    Color.red; Color.red; Color.red; Color.red; Color.red; Color.red.accessibilityIdentifier("twelfth")
                }
            }
        }
        #expect(frame(try resolve(Many(), 120, 10), "twelfth") == rect(110, 0, 10, 10))

        enum Kind { case a, b, c }
        struct Switcher: View {
            let kind: Kind
            let name: String?
            var body: some View {
                VStack {
                    switch kind {
                    case .a: Color.red.accessibilityIdentifier("a")
                    case .b: Color.blue.accessibilityIdentifier("b")
                    case .c: EmptyView()
                    }
                    if let name { Color.green.accessibilityIdentifier(name) }
                    if #available(macOS 10.15, *) { Color.gray.accessibilityIdentifier("available") }
                }
            }
        }
        let tree = try resolve(Switcher(kind: .b, name: "named"))
        #expect(tree.node(id: "a") == nil && tree.node(id: "b") != nil && tree.node(id: "named") != nil)
        #expect(tree.node(id: "available") != nil)
        #expect(try resolve(Switcher(kind: .c, name: nil)).allNodes.filter { $0.id != nil }.map(\.id) == ["available"])
    }
}
