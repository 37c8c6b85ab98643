import LayoutDSL
import Testing

/// The action sheet on an iPhone 16: 57 pt rows 8 pt from the sides, the cancel button apart
/// and 34 pt (the home-indicator inset) above the screen's bottom; "Cancel" added when missing.
@Suite(.design(.compatibility))
struct ConfirmationDialogTests {
    private struct Sorting: View {
        @State var showing = true
        @State var chosen = "none"
        let visibility: Visibility
        var body: some View {
            Button("Sort: \(chosen)") { showing = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .confirmationDialog("Sort by", isPresented: $showing, titleVisibility: visibility) {
                    Button("Title") { chosen = "title" }
                    Button("Author") { chosen = "author" }
                }
        }
    }

    @Test func layoutAndDefaultCancel() throws {
        let tree = try iPhone16Host(Sorting(visibility: .automatic)).update()
        let cancel = try #require(tree.allNodes.last { $0.text == "Cancel" }).frame
        let author = try #require(tree.allNodes.last { $0.text == "Author" }).frame
        let title = try #require(tree.allNodes.last { $0.text == "Title" }).frame
        #expect(abs(cancel.midY - (852 - 34 - 57.0 / 2)) < 0.01)
        #expect(abs(author.midY - (cancel.midY - 57 - 8)) < 0.01)
        #expect(abs(title.midY - (author.midY - 57 - 1.0 / 3)) < 0.01)
        #expect(abs(cancel.midX - 393 / 2) < 0.01)
        // `.automatic` hides the title on iOS; `.visible` shows it.
        #expect(!tree.allNodes.contains { $0.text == "Sort by" })
        #expect(try iPhone16Host(Sorting(visibility: .visible)).update().allNodes.contains { $0.text == "Sort by" })
    }

    @Test func tapChoosesAndDismisses() throws {
        let host = iPhone16Host(Sorting(visibility: .automatic))
        let author = try #require(try host.update().allNodes.last { $0.text == "Author" }).frame
        let after = try host.tap(at: CGPoint(x: author.midX, y: author.midY))
        #expect(after.allNodes.contains { $0.text == "Sort: author" })
        #expect(!after.allNodes.contains { $0.text == "Title" })
    }
}
