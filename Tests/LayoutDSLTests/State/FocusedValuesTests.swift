@testable import LayoutDSL
import Testing

/// Focused values: keys hold what is written under them; nothing has focus in a render, so the
/// property wrappers read nil and the publishing modifiers leave the view's layout as it was.
struct FocusedValuesTests {
    struct NoteKey: FocusedValueKey { typealias Value = String }

    @Test func keysHoldWhatIsWritten() {
        var values = FocusedValues()
        #expect(values[NoteKey.self] == nil)
        values[NoteKey.self] = "draft"
        #expect(values[NoteKey.self] == "draft")
    }

    @Test func nothingHasFocusInARender() throws {
        struct Editor: View {
            @FocusedValue(\.note) var note
            var body: some View {
                Color.red.frame(width: note == nil ? 10 : 20, height: 4).accessibilityIdentifier("bar")
                    .focusedSceneValue(\.note, "draft")
                    .focusedValue(\.note, "draft")
            }
        }
        let tree = try ViewHost(Editor(), canvasSize: CGSize(width: 50, height: 50)).update()
        #expect(frame(tree, "bar").size == CGSize(width: 10, height: 4))
    }
}

extension FocusedValues {
    var note: String? {
        get { self[FocusedValuesTests.NoteKey.self] }
        set { self[FocusedValuesTests.NoteKey.self] = newValue }
    }
}
