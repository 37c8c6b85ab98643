@testable import LayoutDSL
import Testing

/// Text in the label colour, the placeholder in `placeholderText` (#3C3C43 at 30% light,
/// #EBEBF5 at 30% dark), a secure field's bullets in the label colour.
struct TextFieldColorTests {
    private func colors<V: View>(_ view: V, scheme: ColorScheme) throws -> [String: Color.Resolved] {
        let text = FixedPitchText()
        var environment = EnvironmentValues()
        environment.textMeasurer = text
        environment.colorScheme = scheme
        _ = try ViewHost(view.frame(width: 300), canvasSize: CGSize(width: 300, height: 200), environment: environment).update()
        return text.colors
    }

    @Test func placeholderAndText() throws {
        let form = VStack {
            TextField("Email", text: .constant(""))
            TextField("Name", text: .constant("Ann"))
            SecureField("Password", text: .constant("abc"))
        }
        let light = try colors(form, scheme: .light), dark = try colors(form, scheme: .dark)
        #expect(light["Email"] == .rgb(60, 60, 67, 0.3))
        #expect(dark["Email"] == .rgb(235, 235, 245, 0.3))
        #expect(light["Ann"] == .rgb(0, 0, 0) && dark["Ann"] == .rgb(255, 255, 255))
        #expect(light["•••"] == .rgb(0, 0, 0))
        #expect(light["abc"] == nil)
    }

    /// A prompt styled by its author keeps its colour.
    @Test func styledPromptKeepsItsColor() throws {
        let field = TextField("Email", text: .constant(""), prompt: Text("Required").foregroundColor(.red))
        #expect(try colors(field, scheme: .light)["Required"] == Color.red.resolve(in: EnvironmentValues()))
    }
}
