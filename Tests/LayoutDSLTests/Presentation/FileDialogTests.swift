import Foundation
import LayoutDSL
import Testing

/// `fileImporter`, `fileExporter` and `fileMover` show nothing until opened; opened, the document
/// picker's sheet, whose Cancel closes it and runs `onCancellation`.
struct FileDialogTests {
    private struct Importer: View {
        @State var isImporting: Bool
        let cancelled: () -> Void
        var body: some View {
            Color.blue.accessibilityIdentifier("presenter")
                .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText], allowsMultipleSelection: false) { _ in
                } onCancellation: {
                    cancelled()
                }
        }
    }

    @MainActor @Test func closedDialogsPresentNothing() throws {
        let tree = try iPhone16Host(Importer(isImporting: false) {}).update()
        #expect(frame(tree, "presenter") == rect(0, 59, 393, 759))
        #expect(!tree.allNodes.contains { $0.text == "Cancel" })
    }

    @MainActor @Test func openedDialogsShowThePickerSheetUntilCancelled() throws {
        final class Flag { var cancelled = false }
        let flag = Flag()
        let host = iPhone16Host(Importer(isImporting: true) { flag.cancelled = true })
        let tree = try host.update()
        let cancel = try #require(tree.allNodes.first { $0.text == "Cancel" })
        #expect(cancel.frame.minY > 59)
        let after = try host.tap(at: CGPoint(x: cancel.frame.midX, y: cancel.frame.midY))
        #expect(flag.cancelled)
        #expect(!after.allNodes.contains { $0.text == "Cancel" })
    }

    /// Exporters and movers present the same sheet.
    @MainActor @Test func exportersAndMoversPresentThePicker() throws {
        let exporter = Color.red.fileExporter(isPresented: .constant(true), item: "Notes", contentTypes: [.plainText]) { _ in }
        #expect(try iPhone16Host(exporter).update().allNodes.contains { $0.text == "Cancel" })
        let mover = Color.red.fileMover(isPresented: .constant(true), files: [URL(fileURLWithPath: "/tmp/a")]) { _ in }
        #expect(try iPhone16Host(mover).update().allNodes.contains { $0.text == "Cancel" })
    }
}
