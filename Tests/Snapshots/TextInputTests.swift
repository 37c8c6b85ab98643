import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// Text fields as iOS draws them: empty with its placeholder, filled, secure, rounded border,
/// a vertical field grown to three lines, a focused field with its caret, a disabled one.
@Suite(.snapshotDesign(.compatibility))
struct TextInputTests {
    struct Gallery: View {
        @FocusState private var searchFocused: Bool

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                TextField("Email", text: .constant(""))
                TextField("Name", text: .constant("Johnny Appleseed"))
                SecureField("Password", text: .constant("hunter22"))
                TextField("Username", text: .constant("")).textFieldStyle(.roundedBorder)
                TextField("City", text: .constant("Cupertino")).textFieldStyle(.roundedBorder)
                TextField("Bio", text: .constant("Coffee lover, amateur astronomer and weekend cyclist based in Cupertino."),
                          axis: .vertical)
                    .lineLimit(2...5)
                    .textFieldStyle(.roundedBorder)
                    .accessibilityIdentifier("bio")
                TextField("Search", text: .constant("Espresso"))
                    .textFieldStyle(.roundedBorder)
                    .focused($searchFocused)
                TextField("Locked", text: .constant("Read only")).disabled(true)
            }
            .padding()
            .onAppear { searchFocused = true }
        }
    }

    @Test func light() throws {
        assertSnapshot(of: Gallery(), as: .image(size: CGSize(width: 320, height: 440), scale: 2, colorScheme: .light))
    }

    @Test func dark() throws {
        assertSnapshot(of: Gallery(), as: .image(size: CGSize(width: 320, height: 440), scale: 2, colorScheme: .dark))
    }

    /// With the real text engine: the vertical field wraps its text to three lines inside the
    /// rounded border; with `lineLimit(3...6)` an empty one keeps three lines; a plain field is
    /// one line of body text tall.
    @Test func verticalFieldLines() throws {
        let canvas = SnapshotCanvas(size: CGSize(width: 320, height: 440), scale: 2)
        let line = try #require(canvas.host(Text("A").accessibilityIdentifier("a")).update().frame("a")).height
        // Three lines are one text, rounded up to whole pixels once (2x: 60.86 → 61 pt).
        let lines = try #require(canvas.host(Text("A\nB\nC").accessibilityIdentifier("a")).update().frame("a")).height
        let tree = try canvas.host(Gallery()).update()
        #expect(tree.frame("bio")?.height == lines + 12)
        let empty = TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...6).accessibilityIdentifier("notes")
        #expect(try canvas.host(empty.frame(width: 300)).update().frame("notes")?.height == lines)
        let single = TextField("Notes", text: .constant("")).accessibilityIdentifier("single")
        #expect(try canvas.host(single.frame(width: 300)).update().frame("single")?.height == line)
    }

    /// On wrapped text the caret follows the last character, not the widest line's end.
    @Test func caretAfterTheLastLine() throws {
        struct Note: View {
            @FocusState var focused: Bool
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    TextField("Note", text: .constant("A first line that is long\nOk"), axis: .vertical).focused($focused)
                    Text("Ok").fixedSize().accessibilityIdentifier("ok")
                }
                .onAppear { focused = true }
            }
        }
        let canvas = SnapshotCanvas(size: CGSize(width: 300, height: 200), scale: 2)
        let tree = try canvas.host(Note().frame(width: 300, height: 200, alignment: .topLeading)).update()
        let ok = try #require(tree.frame("ok"))
        let caret = try #require(tree.allNodes.first { $0.type == "Rectangle" && $0.frame.width == 2 }?.frame)
        // The caret stands at the line's exact end; the text's width is that rounded up to a pixel.
        #expect(caret.minX <= ok.width && ok.width - caret.minX < 0.5)
        #expect(close(caret.minY, ok.minY - ok.height) && close(caret.height, ok.height))
    }
}
