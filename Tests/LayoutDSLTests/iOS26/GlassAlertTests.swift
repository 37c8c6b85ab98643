import LayoutDSL
import Testing

/// iOS 26's alert on an iPhone 16 (3x), as the iOS 26 alert measured in docs/reference/ios26-design.md
/// ("Alerts") draws it (`GlassAlertMetrics`): a 322 pt card with 35 pt continuous corners, centred;
/// the title and message leading, 30 pt in, the title 22 pt below the top and the message 8 pt
/// below it; two 48 pt capsules side by side 8 pt apart (Cancel leading), 16 pt from the sides
/// and bottom, more stacked 8 pt apart (Cancel last). Its pixels: GlassAlertPixelTests.
@Suite(.design(.liquidGlass))
struct GlassAlertTests {
    struct Deleting: View {
        var body: some View {
            Color.white
                .alert("Delete the photo?", isPresented: .constant(true)) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("It will be removed.")
                }
        }
    }

    private func text(_ tree: ResolvedTree, _ string: String) throws -> CGRect {
        try #require(tree.allNodes.last { $0.text == string }).frame
    }

    /// Title 20⅓ pt and message 18 pt lines at 3x (SF's line heights, 17 and 15 pt, rounded up to pixels).
    static let height: CGFloat = 22 + 61.0 / 3 + 8 + 18 + 20 + 48 + 16
    static let top = (852 - height) / 2

    @Test func textLeadsAndTwoCapsulesShareTheBottomRow() throws {
        let tree = try iPhone16Host(Deleting()).update()
        let title = try text(tree, "Delete the photo?"), message = try text(tree, "It will be removed.")
        #expect(abs(title.minX - (35.5 + 30)) < 0.01 && abs(message.minX - title.minX) < 0.01)
        #expect(abs(title.minY - (Self.top + 22)) < 0.01)
        #expect(abs(message.minY - (title.maxY + 8)) < 0.01)
        // Each capsule (322 - 2 × 16 - 8) / 2 = 141 pt wide; the labels centred in them.
        let cancel = try text(tree, "Cancel"), delete = try text(tree, "Delete")
        #expect(abs(cancel.midX - (35.5 + 16 + 70.5)) < 0.01)
        #expect(abs(delete.midX - (35.5 + 16 + 141 + 8 + 70.5)) < 0.01)
        #expect(abs(cancel.midY - (Self.top + Self.height - 16 - 24)) < 0.01 && abs(delete.midY - cancel.midY) < 0.01)
    }

    @Test func threeButtonsStackWithCancelLast() throws {
        let tree = try iPhone16Host(ThreeButtonAlert()).update()
        let save = try text(tree, "Save"), discard = try text(tree, "Discard"), cancel = try text(tree, "Cancel")
        #expect(abs(discard.midY - save.midY - 56) < 0.01 && abs(cancel.midY - discard.midY - 56) < 0.01)
        #expect(abs(save.midX - 393 / 2) < 0.01)
    }
}
