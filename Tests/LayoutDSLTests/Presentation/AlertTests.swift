import LayoutDSL
import Testing

/// Alerts on an iPhone 16 (3x) in iOS 18's design (iOS 26's: GlassAlertTests): a 270 pt card centred on the screen, two buttons side by side
/// (cancel leading) in a 44 pt row below a hairline, more stacked (cancel last). The presenter
/// fills the screen, as the views alerts hang on usually do.
@Suite(.design(.compatibility))
struct AlertTests {
    private struct Deleting: View {
        @State var showing = true
        @State var deleted = 0
        var body: some View {
            Text("Deleted \(deleted)")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .alert("Delete the photo?", isPresented: $showing) {
                    Button("Delete", role: .destructive) { deleted += 1 }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("It will be removed from all your devices.")
                }
        }
    }

    private func text(_ tree: ResolvedTree, _ string: String) throws -> CGRect {
        try #require(tree.allNodes.last { $0.text == string }).frame
    }

    @Test func twoButtonsSideBySide() throws {
        let tree = try iPhone16Host(Deleting()).update()
        let hairline: CGFloat = 1 / 3
        let title = try text(tree, "Delete the photo?"), message = try text(tree, "It will be removed from all your devices.")
        let height = 19 + title.height + 4 + message.height + 18.5 + hairline + 44
        let top = (852 - height) / 2
        #expect(abs(title.minY - (top + 19)) < 0.01)
        #expect(abs(title.midX - 393 / 2) < 0.01 && abs(message.midX - 393 / 2) < 0.01)
        #expect(message.width <= 270 - 32)
        // Cancel leading, Delete trailing, each half the card less the hairline, in the last 44 pt.
        let half = (270 - hairline) / 2
        let cancel = try text(tree, "Cancel"), delete = try text(tree, "Delete")
        #expect(abs(cancel.midX - (61.5 + half / 2)) < 0.01)
        #expect(abs(delete.midX - (61.5 + half + hairline + half / 2)) < 0.01)
        #expect(abs(cancel.midY - (top + height - 22)) < 0.01 && abs(delete.midY - cancel.midY) < 0.01)
    }

    /// A tap on a button runs its action and dismisses the alert.
    @Test func tapRunsActionAndDismisses() throws {
        let host = iPhone16Host(Deleting())
        let delete = try text(try host.update(), "Delete")
        let after = try host.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        #expect(after.allNodes.contains { $0.text == "Deleted 1" })
        #expect(!after.allNodes.contains { $0.text == "Delete the photo?" })
    }

    /// Three buttons stack, each in its own 44 pt row, cancel last; no buttons gives "OK".
    @Test func stackedButtonsAndDefaultOK() throws {
        let tree = try iPhone16Host(ThreeButtonAlert()).update()
        let save = try text(tree, "Save"), discard = try text(tree, "Discard"), cancel = try text(tree, "Cancel")
        #expect(abs(discard.midY - save.midY - (44 + 1.0 / 3)) < 0.01)
        #expect(abs(cancel.midY - discard.midY - (44 + 1.0 / 3)) < 0.01)
        #expect(abs(save.midX - 393 / 2) < 0.01)

        struct Bare: View {
            var body: some View { Color.clear.alert(Text("Done"), isPresented: .constant(true)) {} }
        }
        #expect(try iPhone16Host(Bare()).update().allNodes.contains { $0.text == "OK" })
    }

    /// The deprecated `Alert` value draws the same card; `presenting:` needs non-nil data.
    @Test func legacyAlertAndPresentingData() throws {
        struct Legacy: View {
            var body: some View {
                Color.clear.alert(isPresented: .constant(true)) {
                    Alert(title: Text("Sign out?"), primaryButton: .destructive(Text("Sign Out")), secondaryButton: .cancel())
                }
            }
        }
        let tree = try iPhone16Host(Legacy()).update()
        let cancel = try text(tree, "Cancel"), signOut = try text(tree, "Sign Out")
        #expect(cancel.midX < signOut.midX && abs(cancel.midY - signOut.midY) < 0.01)

        struct Presenting: View {
            let name: String?
            var body: some View {
                Color.clear.alert("Rename", isPresented: .constant(true), presenting: name) { name in
                    Button("Rename \(name)") {}
                }
            }
        }
        #expect(try iPhone16Host(Presenting(name: "A")).update().allNodes.contains { $0.text == "Rename A" })
        #expect(try !iPhone16Host(Presenting(name: nil)).update().allNodes.contains { $0.text == "Rename" })
    }
}
