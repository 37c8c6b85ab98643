import LayoutDSL
import Testing

/// What colour button labels are drawn in.
struct ButtonColorTests {
    /// The colour each label's text was measured with (`FixedPitchText` records it).
    func colors<V: View>(_ view: V) throws -> [String: Color.Resolved] {
        let text = FixedPitchText()
        var environment = EnvironmentValues()
        environment.textMeasurer = text
        _ = try ViewHost(view, canvasSize: CGSize(width: 400, height: 200), environment: environment).update()
        return text.colors
    }

    @Test func tintRoleForegroundAndDisabled() throws {
        let environment = EnvironmentValues()
        let resolved = try colors(VStack {
            Button("Tinted") {}
            Button("Orange") {}.tint(.orange)
            Button("Delete", role: .destructive) {}
            Button("Red text") {}.foregroundColor(.red)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Black on prominent") {}.buttonStyle(.borderedProminent).foregroundColor(.black)
            Button("Disabled") {}.foregroundColor(.red).disabled(true)
            Button("Plain") {}.buttonStyle(.plain)
        })
        #expect(resolved["Tinted"] == Color.accentColor.resolve(in: environment))
        #expect(resolved["Orange"] == Color.orange.resolve(in: environment))
        #expect(resolved["Delete"] == Color.red.resolve(in: environment))
        #expect(resolved["Red text"] == Color.red.resolve(in: environment))
        #expect(resolved["Prominent"] == Color.white.resolve(in: environment))
        #expect(resolved["Black on prominent"] == Color.black.resolve(in: environment))
        #expect(resolved["Disabled"] == Color(.tertiaryLabel).resolve(in: environment))
        #expect(resolved["Plain"] == Color.primary.resolve(in: environment))
    }
}
