import LayoutDSL
import Testing

/// Custom environment keys and environment objects.
struct EnvironmentTests {
    /// Custom environment keys flow to @Environment readers.
    @Test func customEnvironmentKey() throws {
        struct Bar: View {
            @Environment(\.thickness) var thickness
            var body: some View { Color.red.frame(width: 10, height: thickness).accessibilityIdentifier("bar") }
        }
        #expect(frame(try resolve(Bar()), "bar").height == 3)
        #expect(frame(try resolve(Bar().environment(\.thickness, 7)), "bar").height == 7)
    }

    @Test func environmentObject() throws {
        struct Reader: View {
            @EnvironmentObject var model: ObservableObjectTests.Model
            var body: some View { Color.red.frame(width: model.width, height: 1).accessibilityIdentifier("bar") }
        }
        let model = ObservableObjectTests.Model()
        model.width = 25
        #expect(frame(try resolve(Reader().environmentObject(model)), "bar").width == 25)
    }
}

extension EnvironmentValues {
    var thickness: CGFloat {
        get { self[ThicknessKey.self] } set { self[ThicknessKey.self] = newValue }
    }
}
struct ThicknessKey: EnvironmentKey { static var defaultValue: CGFloat = 3 }
