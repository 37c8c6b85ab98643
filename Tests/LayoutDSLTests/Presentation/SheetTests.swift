import LayoutDSL
import Testing

/// Sheets on an iPhone 16 as iOS 18 draws them: the large detent's top 10 pt below the 59 pt safe
/// area, medium half of the large height, custom heights above the 34 pt home-indicator inset.
@Suite(.design(.compatibility))
struct SheetTests {
    private struct Presenting: View {
        @State var showing = true
        let detents: Set<PresentationDetent>?
        var body: some View {
            Color.blue.accessibilityIdentifier("presenter")
                .sheet(isPresented: $showing) {
                    if let detents {
                        Color.red.accessibilityIdentifier("sheet").presentationDetents(detents)
                    } else {
                        Color.red.accessibilityIdentifier("sheet")
                    }
                }
        }
    }

    /// The content's frame ends above the home indicator; the sheet's top is at each detent.
    @Test(arguments: [
        (nil, 69.0),                                  // large by default: 59 + 10
        ([PresentationDetent.large], 69),
        ([.medium], 852 - 783 / 2),                   // large height 783, half of it
        ([.medium, .large], 852 - 783 / 2),           // opens at the smallest
        ([.fraction(0.25)], 852 - 783 * 0.25),
        ([.height(200)], 852 - 234),                  // 200 above the 34 pt inset
        ([.height(5000)], 69),                        // clamped to large
    ] as [(Set<PresentationDetent>?, CGFloat)])
    func detentTops(detents: Set<PresentationDetent>?, top: CGFloat) throws {
        let tree = try iPhone16Host(Presenting(detents: detents)).update()
        let sheet = frame(tree, "sheet")
        #expect(abs(sheet.minY - top) < 0.01)
        #expect(sheet.minX == 0 && sheet.width == 393)
        #expect(abs(sheet.maxY - 818) < 0.01)
        // At the large detent the presenter scales by 0.92 about the screen's top centre, which
        // moves down to the 59 pt safe area; at the others it stays in place.
        let presenter = frame(tree, "presenter")
        let expected = top == 69 ? rect(393 * 0.04, 59 + 59 * 0.92, 393 * 0.92, 759 * 0.92) : rect(0, 59, 393, 759)
        #expect(abs(presenter.minX - expected.minX) < 0.01 && abs(presenter.minY - expected.minY) < 0.01)
        #expect(abs(presenter.width - expected.width) < 0.01 && abs(presenter.height - expected.height) < 0.01)
    }

    /// `\.dismiss` inside the sheet sets the binding false: the next frame shows the presenter alone.
    @Test func dismissFromSheet() throws {
        struct Content: View {
            @Environment(\.dismiss) private var dismiss
            @Environment(\.isPresented) private var isPresented
            var body: some View { Button(isPresented ? "Close" : "Not presented") { dismiss() } }
        }
        struct App: View {
            @State var showing = true
            @State var dismissals = 0
            var body: some View {
                Text("Dismissed \(dismissals)").sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) { Content() }
            }
        }
        let host = iPhone16Host(App())
        let tree = try host.update()
        let close = try #require(tree.allNodes.first { $0.text == "Close" })
        let after = try host.tap(at: CGPoint(x: close.frame.midX, y: close.frame.midY))
        #expect(!after.allNodes.contains { $0.text == "Close" })
        #expect(after.allNodes.contains { $0.text == "Dismissed 1" })
    }

    /// iOS 13's `\.presentationMode` (deprecated, common in older code) reads and closes the same
    /// presentation: `isPresented` in the sheet, and `dismiss()` sets the binding false.
    @available(*, deprecated)
    @Test func presentationModeDismissesTheSheet() throws {
        struct Content: View {
            @Environment(\.presentationMode) private var presentationMode
            var body: some View {
                Button(presentationMode.wrappedValue.isPresented ? "Close" : "Not presented") {
                    presentationMode.wrappedValue.dismiss()
                }
            }
        }
        struct App: View {
            @State var showing = true
            var body: some View { Content().sheet(isPresented: $showing) { Content() } }
        }
        let host = iPhone16Host(App())
        let tree = try host.update()
        #expect(tree.allNodes.contains { $0.text == "Not presented" })
        let close = try #require(tree.allNodes.first { $0.text == "Close" })
        let after = try host.tap(at: CGPoint(x: close.frame.midX, y: close.frame.midY))
        #expect(!after.allNodes.contains { $0.text == "Close" })
    }

    /// `sheet(item:)` shows nothing for nil and the item's content otherwise.
    @Test func itemSheet() throws {
        struct Note: Identifiable { let id: Int }
        struct App: View {
            @State var note: Note?
            var body: some View {
                Color.blue.sheet(item: $note) { Text("Note \($0.id)") }
            }
        }
        #expect(try iPhone16Host(App()).update().allNodes.allSatisfy { $0.text?.hasPrefix("Note") != true })
        #expect(try iPhone16Host(App(note: Note(id: 7))).update().allNodes.contains { $0.text == "Note 7" })
    }

    /// The grabber: 36 × 5 pt, 5 pt below the sheet's top, automatic with several detents.
    @Test func dragIndicator() throws {
        struct App: View {
            let visibility: Visibility
            let detents: Set<PresentationDetent>
            var body: some View {
                Color.blue.sheet(isPresented: .constant(true)) {
                    Color.red.presentationDetents(detents).presentationDragIndicator(visibility)
                }
            }
        }
        func grabbers(_ visibility: Visibility, _ detents: Set<PresentationDetent>) throws -> [CGRect] {
            try iPhone16Host(App(visibility: visibility, detents: detents)).update().allNodes
                .filter { $0.type == "Capsule" }.map(\.frame)
        }
        #expect(try grabbers(.visible, [.large]) == [rect(178.5, 74, 36, 5)])
        #expect(try grabbers(.automatic, [.large]).isEmpty)
        #expect(try grabbers(.automatic, [.medium, .large]) == [rect(178.5, 852 - 391.5 + 5, 36, 5)])
        #expect(try grabbers(.hidden, [.medium, .large]).isEmpty)
    }

    /// A full-screen cover fills the screen; its content keeps the screen's safe area.
    @Test func fullScreenCover() throws {
        struct App: View {
            var body: some View {
                Color.blue.fullScreenCover(isPresented: .constant(true)) { Color.red.accessibilityIdentifier("cover") }
            }
        }
        let tree = try iPhone16Host(App()).update()
        #expect(frame(tree, "cover") == rect(0, 59, 393, 852 - 59 - 34))
    }
}
