@testable import LayoutDSL
import Testing

/// iOS 26's buttons made from a role alone (`Button(role:action:)`, `DefaultButtonLabel`) and the
/// confirm role's prominence in a toolbar.
struct DefaultButtonLabelTests {
    @Test(arguments: [(ButtonRole.close, "Close", "xmark"), (.cancel, "Cancel", "xmark"),
                      (.confirm, "Done", "checkmark"), (.destructive, "Delete", "trash")])
    func aRolesButtonShowsItsTitleAndSymbol(role: ButtonRole, title: String, symbol: String) throws {
        let tree = try resolve(Button(role: role) {})
        #expect(tree.allNodes.filter { $0.text == title }.count == 1)
        #expect(tree.allNodes.filter { $0.type == symbol }.count == 1)
    }

    /// In a Liquid Glass bar, a confirming button is an item of its own on the tint, 12 pt from
    /// the platter beside it, as the confirmation placement is; its label is its symbol alone.
    @Test func aConfirmingButtonIsProminentInAToolbar() throws {
        func tree(_ role: ButtonRole) throws -> ResolvedTree {
            let view = NavigationStack {
                Color.clear.toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Color.red.frame(width: 30, height: 30).accessibilityIdentifier("a") }
                    ToolbarItem(placement: .topBarTrailing) { Button(role: role) {} }
                }
            }
            return try resolve(view.environment(\.systemDesign, .liquidGlass), 393, 400)
        }
        let confirming = try tree(.confirm), closing = try tree(.close)
        #expect(abs(frame(confirming, "a").minX - (393 - 16 - 44 - 12 - 44 + 7)) < 0.001)
        #expect(abs(frame(closing, "a").minX - (393 - 16 - 44 - 44 + 7)) < 0.001)
        #expect(confirming.allNodes.contains { $0.type == "checkmark" } && !confirming.allNodes.contains { $0.text == "Done" })
        #expect(closing.allNodes.contains { $0.type == "xmark" } && !closing.allNodes.contains { $0.text == "Close" })
    }

    /// `.toolbar { Button(role: .confirm) {…} }`, the form Apple's documentation shows: the
    /// button alone is the item, and is prominent.
    @Test func aToolbarOfOneConfirmingButtonKnowsItsRole() {
        let entry = ToolbarEntry(placement: .automatic, view: Button(role: .confirm) {})
        #expect(entry.confirms && entry.role == .confirm)
        #expect(!ToolbarEntry(placement: .automatic, view: Button(role: .close) {}).confirms)
    }
}
