import LayoutDSL
import Testing

/// iOS 26's confirmation dialog on an iPhone 16 (3x), as UIKit's view tree on iOS 26.5 and 27.0
/// gives it (docs/reference/ios26-design.md, "Confirmation dialogs and popovers"): a 240 pt
/// popover pointing at the view that carries the modifier, the alert's inner layout (title and
/// message leading 30 pt in, capsules 48 pt tall, 16 pt from the sides and bottom), the
/// actions stacked 8 pt apart, no Cancel button; with no side of its source to go to, centred.
/// Its pixels: GlassPopoverPixelTests.
@Suite(.design(.liquidGlass))
struct GlassConfirmationDialogTests {
    /// A 120 x 44 pt source at (200, 600) on the screen, or the whole screen.
    struct TripOptions: View {
        var fromTheScreen = false
        @State var shown = true
        @State var chosen = "none"
        var body: some View {
            ZStack(alignment: .topLeading) {
                Text("Chosen: \(chosen)")
                Text("Options")
                    .frame(width: 120, height: 44)
                    .confirmationDialog("Delete this trip?", isPresented: fromTheScreen ? .constant(false) : $shown,
                                        titleVisibility: .visible) { actions } message: { Text("It leaves your list.") }
                    .padding(EdgeInsets(top: 600 - 59, leading: 200, bottom: 0, trailing: 0))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .confirmationDialog("Delete this trip?", isPresented: fromTheScreen ? $shown : .constant(false),
                                titleVisibility: .visible) { actions } message: { Text("It leaves your list.") }
        }

        @ViewBuilder var actions: some View {
            Button("Delete Trip", role: .destructive) { chosen = "delete" }
            Button("Cancel", role: .cancel) {}
            Button("Archive") { chosen = "archive" }
        }
    }

    private func text(_ tree: ResolvedTree, _ string: String) throws -> CGRect {
        try #require(tree.allNodes.last { $0.text == string }).frame
    }

    /// The header (22 pt, a 20⅓ pt title line, 8, an 18 pt message line, 20) and two capsules
    /// 8 pt apart, 16 pt from the bottom.
    static let height: CGFloat = 22 + 61.0 / 3 + 8 + 18 + 20 + 48 + 8 + 48 + 16

    @Test func aPopoverAboveItsSourceWithoutCancel() throws {
        let tree = try iPhone16Host(TripOptions()).update()
        // Above the source, the arrow's 13 pt between, its origin on whole points (as
        // `PopoverPlacement` places every popover); centred on it (x 140) but kept 19 pt from the
        // screen's trailing edge: x 374 − 240.
        let top = (600 - 13 - Self.height).rounded()
        let title = try text(tree, "Delete this trip?"), message = try text(tree, "It leaves your list.")
        #expect(abs(title.minX - (134 + 30)) < 0.01 && abs(message.minX - title.minX) < 0.01)
        #expect(abs(title.minY - (top + 22)) < 0.01 && abs(message.minY - (title.maxY + 8)) < 0.01)
        let delete = try text(tree, "Delete Trip"), archive = try text(tree, "Archive")
        #expect(abs(delete.midX - (134 + 120)) < 0.01 && abs(archive.midX - delete.midX) < 0.01)
        #expect(abs(archive.midY - (top + Self.height - 16 - 24)) < 0.01)
        #expect(abs(archive.midY - delete.midY - 56) < 0.01)
        #expect(!tree.allNodes.contains { $0.text == "Cancel" })
    }

    @Test func aDialogOnTheWholeScreenIsCentred() throws {
        let tree = try iPhone16Host(TripOptions(fromTheScreen: true)).update()
        // The allowed region: the safe area less UIKit's popover margins, 19…374 by 89…808.
        let title = try text(tree, "Delete this trip?"), archive = try text(tree, "Archive")
        #expect(abs(title.minX - ((196.5 - 120).rounded() + 30)) < 0.01)
        #expect(abs(title.minY - ((448.5 - Self.height / 2).rounded() + 22)) < 0.01)
        #expect(abs(archive.midX - ((196.5 - 120).rounded() + 120)) < 0.01)
    }

    @Test func anActionRunsAndDismissesTheDialog() throws {
        let host = iPhone16Host(TripOptions())
        let archive = try text(try host.update(), "Archive")
        let after = try host.tap(at: CGPoint(x: archive.midX, y: archive.midY))
        #expect(after.allNodes.contains { $0.text == "Chosen: archive" })
        #expect(!after.allNodes.contains { $0.text == "Delete this trip?" })
    }
}
