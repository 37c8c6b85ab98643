import Foundation
import LayoutDSL
import Testing

/// The data-presenting confirmation dialog and the error alert show while presented and while
/// there is data, made of it.
struct PresentingDialogTests {
    private struct Book { let title: String }

    private struct Shelf: View {
        @State var showing = true
        let book: Book?
        var body: some View {
            Color.clear
                .confirmationDialog("Remove", isPresented: $showing, titleVisibility: .visible, presenting: book) { book in
                    Button("Remove \(book.title)", role: .destructive) {}
                } message: { book in
                    Text("\(book.title) leaves the shelf")
                }
        }
    }

    @Test func dialogPresentsItsData() throws {
        let tree = try iPhone16Host(Shelf(book: Book(title: "Dune"))).update()
        #expect(tree.allNodes.contains { $0.text == "Remove Dune" })
        #expect(tree.allNodes.contains { $0.text == "Dune leaves the shelf" })
        #expect(tree.allNodes.contains { $0.text == "Remove" })
        // No data: no dialog, though presented.
        #expect(!(try iPhone16Host(Shelf(book: nil)).update().allNodes.contains { $0.text == "Remove" }))
    }

    private struct SyncError: LocalizedError {
        var errorDescription: String? { "Sync failed" }
        var recoverySuggestion: String? { "Try again later." }
    }

    private struct Syncing: View {
        @State var showing = true
        let error: SyncError?
        var body: some View {
            Color.clear.alert(isPresented: $showing, error: error) { _ in
                Button("OK") {}
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
        }
    }

    @Test func errorAlertIsTitledByTheError() throws {
        let tree = try iPhone16Host(Syncing(error: SyncError())).update()
        #expect(tree.allNodes.contains { $0.text == "Sync failed" })
        #expect(tree.allNodes.contains { $0.text == "Try again later." })
        #expect(!(try iPhone16Host(Syncing(error: nil)).update().allNodes.contains { $0.text == "Sync failed" }))
    }
}

/// macOS's dialog icon and suppression toggle, and the document picker's customizations, leave
/// an iOS screen as it is: the same nodes at the same frames.
struct InertDialogModifierTests {
    private struct Confirm: View {
        @State var showing = true
        @State var suppressed = false
        let customized: Bool
        var body: some View {
            let base = Color.clear.confirmationDialog("Delete?", isPresented: $showing, titleVisibility: .visible) {
                Button("Delete", role: .destructive) {}
            }
            if customized {
                base.dialogIcon(Image(systemName: "trash")).dialogSuppressionToggle(isSuppressed: $suppressed)
                    .fileDialogMessage("Choose").fileDialogBrowserOptions([.includeHiddenFiles, .displayFileExtensions])
            } else {
                base
            }
        }
    }

    @Test func theScreenIsUnchanged() throws {
        let plain = try iPhone16Host(Confirm(customized: false)).update().allNodes.map { [$0.type, "\($0.frame)", $0.text ?? ""] }
        let customized = try iPhone16Host(Confirm(customized: true)).update().allNodes.map { [$0.type, "\($0.frame)", $0.text ?? ""] }
        #expect(plain == customized)
        #expect(FileDialogBrowserOptions.displayFileExtensions.rawValue != FileDialogBrowserOptions.includeHiddenFiles.rawValue)
    }
}
