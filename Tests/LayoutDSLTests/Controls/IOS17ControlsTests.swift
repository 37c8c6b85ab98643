import Foundation
import LayoutDSL
import Testing

/// PasteButton, RenameButton, inspector, onKeyPress and toolbarTitleMenu.
struct IOS17ControlsTests {
    final class Counter { var value = 0 }

    func texts(_ tree: ResolvedTree) -> [String] { tree.allNodes.compactMap(\.text) }

    @Test func renameButtonRunsTheRenameAction() throws {
        let counter = Counter()
        let host = ViewHost(RenameButton().accessibilityIdentifier("rename").renameAction { counter.value += 1 },
                            canvasSize: CGSize(width: 300, height: 100))
        let tree = try host.update()
        #expect(texts(tree) == ["Rename"])
        #expect(tree.allNodes.contains { $0.type == "pencil" })
        let button = frame(tree, "rename")
        _ = try host.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(counter.value == 1)
    }

    @Test func pasteButtonIsAFilledCapsule() throws {
        let tree = try resolve(PasteButton(payloadType: String.self) { _ in }, 300, 100)
        #expect(texts(tree) == ["Paste"])
        #expect(tree.allNodes.contains { $0.type == "doc.on.clipboard" })
        let icons = try resolve(PasteButton(payloadType: String.self) { _ in }.labelStyle(.iconOnly), 300, 100)
        #expect(texts(icons) == [])
    }

    func inspected(_ shown: Bool, width: CGFloat? = nil) -> some View {
        Color.blue.accessibilityIdentifier("main")
            .inspector(isPresented: .constant(shown)) {
                if let width {
                    Text("Details").accessibilityIdentifier("details").inspectorColumnWidth(width)
                } else {
                    Text("Details").accessibilityIdentifier("details")
                }
            }
    }

    /// Compact: exactly the sheet `.sheet(isPresented:)` presents (the content behind it drawn
    /// as iOS 18's large sheet leaves it: 358.8 × 736 at x 15.6).
    @Test(.design(.compatibility)) func compactInspectorIsASheet() throws {
        let shown = try resolve(inspected(true).environment(\.horizontalSizeClass, .compact), 390, 800)
        let sheet = try resolve(Color.blue.accessibilityIdentifier("main")
            .sheet(isPresented: .constant(true)) { Text("Details").accessibilityIdentifier("details") }, 390, 800)
        #expect(texts(shown) == ["Details"])
        #expect(frame(shown, "main") == frame(sheet, "main"))
        #expect(frame(shown, "details") == frame(sheet, "details"))
        #expect(abs(frame(shown, "main").width - 358.8) < 1e-9)
        #expect(texts(try resolve(inspected(false).environment(\.horizontalSizeClass, .compact), 390, 800)) == [])
    }

    /// Regular: a trailing column 320 pt wide (or its inspectorColumnWidth), after a divider.
    @Test func regularInspectorIsATrailingColumn() throws {
        let tree = try resolve(inspected(true).environment(\.horizontalSizeClass, .regular), 1000, 700)
        let main = frame(tree, "main")
        #expect(main.minX == 0 && main.width < 1000 - 320 && main.width > 1000 - 322)
        #expect(abs(frame(tree, "details").midX - (1000 - 160)) < 1e-9)
        let narrow = try resolve(inspected(true, width: 250).environment(\.horizontalSizeClass, .regular), 1000, 700)
        #expect(abs(frame(narrow, "details").midX - (1000 - 125)) < 1e-9)
        let hidden = try resolve(inspected(false).environment(\.horizontalSizeClass, .regular), 1000, 700)
        #expect(frame(hidden, "main") == rect(0, 0, 1000, 700))
    }

    /// onKeyPress and toolbarTitleMenu are accepted and change no frame.
    @Test func inertModifiers() throws {
        func field() -> some View { Text("Search").accessibilityIdentifier("t") }
        let plain = frame(try resolve(field()), "t")
        let keyed = try resolve(field()
            .onKeyPress(.return) { .handled }
            .onKeyPress(.upArrow, phases: .down) { _ in .ignored }
            .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in press.key == .leftArrow ? .handled : .ignored }
            .onKeyPress(characters: .alphanumerics, phases: .all) { _ in .handled }
            .onKeyPress { _ in .ignored }
            .toolbarTitleMenu { Button("Rename") {} })
        #expect(frame(keyed, "t") == plain)
    }
}
