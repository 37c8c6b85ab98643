import LayoutDSL
import Testing

/// `presentationBackground(alignment:content:)`: a view behind the whole sheet, at its alignment.
@Suite(.design(.compatibility))
struct PresentationBackgroundTests {
    private struct Presenting: View {
        var body: some View {
            Color.blue.sheet(isPresented: .constant(true)) {
                Text("Sheet")
                    .presentationDetents([.medium])
                    .presentationBackground(alignment: .bottom) {
                        Color.green.frame(height: 50).accessibilityIdentifier("background")
                    }
            }
        }
    }

    /// The view reaches the screen's bottom under the home-indicator inset, full width.
    @Test func viewBackgroundFillsTheSheetAtItsAlignment() throws {
        let tree = try iPhone16Host(Presenting()).update()
        #expect(frame(tree, "background") == rect(0, 852 - 50, 393, 50))
    }
}
