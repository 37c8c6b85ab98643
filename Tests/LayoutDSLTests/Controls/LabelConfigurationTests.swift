import LayoutDSL
import Testing

/// `Label(_ configuration:)`: a style that only adds to the standard look draws the label its
/// configuration describes, in the default style, inside its own changes.
struct LabelConfigurationTests {
    struct Padded: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(10).accessibilityIdentifier("padded")
        }
    }

    private func label() -> some View {
        Label { Text("Inbox").accessibilityIdentifier("title") } icon: {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("icon")
        }
    }

    @Test func aStyleCanDrawTheDefaultLabelInsideItsChanges() throws {
        let plain = try resolve(label().fixedSize(), 400, 400)
        let padded = try resolve(label().labelStyle(Padded()).fixedSize(), 400, 400)
        #expect(frame(padded, "padded").width == frame(plain, "icon").union(frame(plain, "title")).width + 20)
        let offset = frame(padded, "icon").minX - frame(plain, "icon").minX
        #expect(abs((frame(padded, "title").minX - frame(plain, "title").minX) - offset) < 0.01)
    }
}
