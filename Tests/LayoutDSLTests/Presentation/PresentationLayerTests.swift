import LayoutDSL
import Testing

/// Presentations draw in a layer of their own over the screen, as UIKit's presentation
/// controllers install them: a dialog presented from a row of an inset grouped list is not
/// clipped to the row, faded with it, turned with it or covered by the rows after it.
struct PresentationLayerTests {
    private struct Trips: View {
        @State var confirming = true
        var body: some View {
            List {
                Button("Delete Trip", role: .destructive) { confirming = true }
                    .confirmationDialog("Delete this trip?", isPresented: $confirming, titleVisibility: .visible) {
                        Button("Delete", role: .destructive) {}
                    }
                    .opacity(0.5)
                    .rotationEffect(.degrees(30))
                Text("Lisbon")
                Text("Kyoto")
            }
        }
    }

    /// iOS 18's action sheet, whose Cancel button tells where the layer is.
    @Test(.design(.compatibility)) func aDialogFromAListRowCoversTheScreen() throws {
        let tree = try iPhone16Host(Trips()).update()
        let layer = try #require(tree.root.childNodes.reversed().first { $0.type == "presentation" })
        // The layer is the root's last subview, the screen's size at its origin, unturned.
        #expect(tree.root.childNodes.reversed().first?.type == "presentation")
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(layer.transform == .identity)
        #expect(layer.opacity == 1)
        // Its Cancel button sits where a dialog presented from the screen's root puts it.
        let cancel = try #require(layer.first { $0.text == "Cancel" }).frame
        #expect(abs(cancel.midY - (852 - 34 - 57.0 / 2)) < 0.01)
        #expect(abs(cancel.midX - 393 / 2) < 0.01)
        // Nothing of the dialog stays in the list.
        #expect(tree.root.childNodes.filter { $0.type != "presentation" }.allSatisfy { $0.first { $0.text == "Cancel" } == nil })
    }

    /// Without a presentation the tree has no layer, and a dismissed one leaves none.
    @Test func noPresentationNoLayer() throws {
        let host = iPhone16Host(Trips(confirming: false))
        #expect(try host.update().allNodes.allSatisfy { $0.type != "presentation" })
    }
}
