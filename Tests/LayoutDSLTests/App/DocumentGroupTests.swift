import Foundation
@testable import LayoutDSL
import Testing

/// Document-based apps: documents read from and written to file wrappers, and a document group's
/// window showing its editor with a new document.
struct DocumentGroupTests {
    struct TextFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text = ""

        init(text: String = "") { self.text = text }

        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
        }

        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    final class Sketch: ReferenceFileDocument {
        static var readableContentTypes: [UTType] { [.json] }
        static var writableContentTypes: [UTType] { [.json, .plainText] }
        @Published var strokes = 1

        init() {}
        init(configuration: ReadConfiguration) throws { strokes = 0 }
        func snapshot(contentType: UTType) throws -> Int { strokes }
        func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data("\(snapshot)".utf8))
        }
    }

    /// A value document's editor gets a binding to the new document, with no file and editable;
    /// an edit through the binding is what the editor draws next.
    @MainActor @Test func fileDocumentGroupShowsItsEditorWithTheNewDocument() throws {
        struct Editor: View {
            let file: FileDocumentConfiguration<TextFile>
            var body: some View {
                VStack {
                    Text(file.document.text).accessibilityIdentifier("text")
                    Color.blue.frame(width: file.fileURL == nil && file.isEditable ? 20 : 10, height: 10)
                        .accessibilityIdentifier("new")
                        .onTapGesture { file.document.text += "!" }
                }
            }
        }
        struct NotesApp: App {
            var body: some Scene {
                DocumentGroup(newDocument: TextFile(text: "Draft")) { file in Editor(file: file) }
            }
        }
        let group = try #require(NotesApp().body as? DocumentGroup<TextFile, Editor>)
        #expect(group.readableContentTypes == [.plainText])
        let host = ViewHost(try #require(group.window), canvasSize: CGSize(width: 200, height: 200))
        let tree = try host.update()
        #expect(tree.node(id: "text")?.text == "Draft")
        #expect(frame(tree, "new").width == 20)
        let button = frame(tree, "new")
        #expect(try host.tap(at: CGPoint(x: button.midX, y: button.midY)).node(id: "text")?.text == "Draft!")
    }

    /// An object document's editor observes it: a change to the object redraws the editor.
    @MainActor @Test func referenceDocumentGroupObservesItsDocument() throws {
        struct Canvas: View {
            @ObservedObject var sketch: Sketch
            var body: some View {
                Color.red.frame(width: CGFloat(sketch.strokes) * 10, height: 10).accessibilityIdentifier("strokes")
                    .onTapGesture { sketch.strokes += 1 }
            }
        }
        let group = DocumentGroup(newDocument: { Sketch() }) { file in Canvas(sketch: file.document) }
        let host = ViewHost(try #require(group.window), canvasSize: CGSize(width: 200, height: 200))
        let strokes = frame(try host.update(), "strokes")
        #expect(strokes.width == 10)
        #expect(frame(try host.tap(at: CGPoint(x: strokes.midX, y: strokes.midY)), "strokes").width == 20)
    }

    /// A viewing group creates no document, so it has no window to show; it still names its types.
    @MainActor @Test func viewingGroupsHaveNoWindow() {
        let viewer = DocumentGroup(viewing: TextFile.self) { file in Text(file.document.text) }
        #expect(viewer.window == nil && viewer.readableContentTypes == [.plainText])
        let sketches = DocumentGroup(viewing: Sketch.self) { file in Text("\(file.document.strokes)") }
        #expect(sketches.window == nil && sketches.readableContentTypes == [.json])
    }

    /// A document writes the file it is read back from; writable types default to the readable.
    @Test func documentsRoundTripThroughFileWrappers() throws {
        let wrapper = try TextFile(text: "Hello").fileWrapper(configuration: .init(contentType: .plainText, existingFile: nil))
        let read = try TextFile(configuration: .init(contentType: .plainText, file: wrapper))
        #expect(read.text == "Hello")
        #expect(TextFile.writableContentTypes == [.plainText])
        #expect(Sketch.writableContentTypes == [.json, .plainText])
        let sketch = Sketch()
        let file = try sketch.fileWrapper(snapshot: try sketch.snapshot(contentType: .json),
                                          configuration: .init(contentType: .json, existingFile: wrapper))
        #expect(file.regularFileContents == Data("1".utf8))
    }
}
