import LayoutDSL
import Testing

/// A confirmation dialog covers the screen whatever presents it, and shows one cancel button: the
/// actions' own if they have one (it failed the render: the card's check of its actions
/// oscillated), else the system's.
/// iOS 18's action sheet: iOS 26 draws no cancel button (GlassConfirmationDialogTests).
@Suite(.design(.compatibility))
struct ConfirmationDialogCancelTests {
    struct Screen: View {
        let withCancel: Bool
        var body: some View {
            Button("Delete") {}
                .confirmationDialog("Delete this trip?", isPresented: .constant(true), titleVisibility: .visible) {
                    Button("Delete Trip", role: .destructive) {}
                    if withCancel { Button("Keep It", role: .cancel) {} }
                }
        }
    }

    private func cancels(_ tree: ResolvedTree, in screen: CGRect) -> [String] {
        tree.allNodes.filter { node in
            (node.text == "Cancel" || node.text == "Keep It") && screen.intersects(node.frame)
        }.compactMap(\.text)
    }

    @Test(arguments: [true, false])
    func oneCancelOnTheWholeScreen(withCancel: Bool) throws {
        let host = ViewHost(Screen(withCancel: withCancel), canvasSize: CGSize(width: 393, height: 852))
        let tree = try host.update()
        let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
        #expect(cancels(tree, in: screen) == [withCancel ? "Keep It" : "Cancel"])
        // The card spans the screen less its 8-point margins, not the presenting button.
        let destructive = try #require(tree.allNodes.first { $0.text == "Delete Trip" })
        #expect(abs(destructive.frame.midX - 196.5) < 0.5)
        let row = try #require(tree.allNodes.filter { $0.frame.width == 377 }.first)
        #expect(row.frame.minX == 8)
    }
}
