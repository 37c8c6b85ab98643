import Foundation
import LayoutDSL
import Testing

/// The accessibility modifiers record what VoiceOver would be told, on the resolved node and in
/// the layout JSON.
struct AccessibilityModifiersTests {
    private func node<V: View>(_ view: V) throws -> ResolvedNode {
        let tree = try ViewHost(view.accessibilityIdentifier("n"), canvasSize: CGSize(width: 100, height: 100)).update()
        return try #require(tree.node(id: "n"))
    }

    /// `help(_:)` is the accessibility hint on iOS (Apple: it "configures the view's accessibility hint").
    @Test func helpIsTheHint() throws {
        #expect(try node(Color.red.frame(width: 10, height: 10).help("Opens the map")).accessibility?.hint == "Opens the map")
        #expect(try node(Color.red.frame(width: 10, height: 10).help(Text("Zoom"))).accessibility?.hint == "Zoom")
    }

    @Test func labelHintValueAndTraits() throws {
        let properties = try #require(try node(Color.red.frame(width: 10, height: 10)
            .accessibilityLabel("Volume")
            .accessibilityValue(Text("50%"))
            .accessibilityHint(String("Adjusts the volume"))
            .accessibilityAddTraits([.isButton, .isSelected])
            .accessibilityRemoveTraits(.isSelected)
            .accessibilitySortPriority(2)).accessibility)
        #expect(properties.label == "Volume")
        #expect(properties.value == "50%")
        #expect(properties.hint == "Adjusts the volume")
        #expect(properties.traits == .isButton)
        #expect(properties.removedTraits == .isSelected)
        #expect(properties.sortPriority == 2)
    }

    /// The modifier further out wins, as in SwiftUI; traits accumulate.
    @Test func outermostLabelWins() throws {
        let properties = try #require(try node(Text("Hi").accessibilityLabel("inner").accessibilityAddTraits(.isHeader)
            .accessibilityLabel("outer").accessibilityAddTraits(.isLink)).accessibility)
        #expect(properties.label == "outer")
        #expect(properties.traits == [.isHeader, .isLink])
    }

    @Test func hiddenHeadingElementAndActions() throws {
        let properties = try #require(try node(HStack { Text("A"); Text("B") }
            .accessibilityElement(children: .combine)
            .accessibilityHeading(.h2)
            .accessibilityHidden(true)
            .accessibilityAction(.delete) {}
            .accessibilityAction(named: "Archive") {}
            .accessibility(label: Text("Row"))).accessibility)
        #expect(properties.isHidden == true)
        #expect(properties.heading == .h2)
        #expect(properties.traits.contains(.isHeader))
        #expect(properties.children == .combine)
        #expect(properties.actions == ["delete", "Archive"])
        #expect(properties.label == "Row")
    }

    /// Nodes without accessibility modifiers carry nothing; the JSON writes only what was set.
    @Test func json() throws {
        let tree = try ViewHost(VStack {
            Text("Title").accessibilityAddTraits(.isHeader).accessibilityIdentifier("t")
            Text("Body").accessibilityIdentifier("b")
        }, canvasSize: CGSize(width: 100, height: 100)).update()
        #expect(tree.node(id: "b")?.accessibility == nil)
        let json = try JSONSerialization.jsonObject(with: try tree.jsonData()) as? [String: Any]
        let children = ((json?["root"] as? [String: Any])?["children"] as? [[String: Any]]) ?? []
        let title = children.first { $0["id"] as? String == "t" }
        #expect((title?["accessibility"] as? [String: Any])?["traits"] as? [String] == ["isHeader"])
        #expect(children.first { $0["id"] as? String == "b" }?["accessibility"] == nil)
    }
}
