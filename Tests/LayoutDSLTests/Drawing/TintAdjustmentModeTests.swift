@testable import LayoutDSL
import Testing

/// The tint behind a presentation that dims its presenter (`TintAdjustmentMode`): UIKit's grey
/// of the tint's luminance at 80 % of its opacity, on everything less deep than the presentation.
/// In iOS 18's design, measured there (docs/reference/ios-dimmed-tint.md), whose alert buttons
/// are in the tint; iOS 26's are in the label colour (GlassAlertTests).
@Suite(.design(.compatibility))
struct TintAdjustmentModeTests {
    /// The grey of systemBlue (0, 122, 255) is the sRGB encoding of its luminance: Y = 0.7169 ×
    /// 0.1946 + 0.0606 = 0.2001, 123.6 of 255, at 0.8; pure red's Y is 0.2225 (129.8). White stays white.
    @Test func greyOfTheTintsLuminance() {
        let blue = Color.Resolved.rgb(0, 122, 255).dimmedTint
        #expect(abs(blue.red * 255 - 123.6) < 0.2)
        #expect(blue.red == blue.green && blue.green == blue.blue && blue.opacity == 0.8)
        #expect(abs(Color.Resolved.rgb(255, 0, 0).dimmedTint.red * 255 - 129.8) < 0.2)
        #expect(Color.Resolved.rgb(255, 255, 255, 0.5).dimmedTint == Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.4))
    }

    private struct Screen: View {
        @State var alert: Bool
        @State var sheet: Bool
        var interactive = false
        var body: some View {
            VStack {
                Button("Save") {}
                Button("Delete", role: .destructive) {}
                Text("Terms").foregroundStyle(.tint)
                Text("Presenter")
                    .sheet(isPresented: $sheet) {
                        Button("Inside") {}
                            .alert("Nested", isPresented: $alert) { Button("Nested OK") {} }
                            .presentationDetents([.medium])
                            .presentationBackgroundInteraction(interactive ? .enabled : .automatic)
                    }
                    .alert("Title", isPresented: sheet ? .constant(false) : $alert) { Button("OK") {} }
            }
        }
    }

    private func colors(_ view: some View) throws -> [String: Color.Resolved] {
        let text = FixedPitchText()
        var environment = EnvironmentValues()
        environment.textMeasurer = text
        let host = ViewHost(view, canvasSize: CGSize(width: 393, height: 852), environment: environment)
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        _ = try host.update()
        return text.colors
    }

    private let accent = Color.accentColor.resolve(in: EnvironmentValues())
    private let red = Color.red.resolve(in: EnvironmentValues())

    /// Behind an alert a tinted button and `.tint` text turn grey; a destructive button keeps
    /// its red and the alert's own button its tint. Without the alert nothing is grey.
    @Test func alertDimsWhatIsBehindIt() throws {
        let shown = try colors(Screen(alert: true, sheet: false))
        #expect(shown["Save"] == accent.dimmedTint)
        #expect(shown["Terms"] == accent.dimmedTint)
        #expect(shown["Delete"] == red)
        #expect(shown["OK"] == accent)
        let hidden = try colors(Screen(alert: false, sheet: false))
        #expect(hidden["Save"] == accent && hidden["Terms"] == accent)
    }

    /// A sheet at a dimming detent greys the screen's tint and not its own; with background
    /// interaction enabled the screen is neither darkened nor greyed. An alert over the sheet
    /// greys the sheet too, and not itself.
    @Test func sheetsAndNestedAlerts() throws {
        let sheet = try colors(Screen(alert: false, sheet: true))
        #expect(sheet["Save"] == accent.dimmedTint && sheet["Inside"] == accent)
        let interactive = try colors(Screen(alert: false, sheet: true, interactive: true))
        #expect(interactive["Save"] == accent && interactive["Inside"] == accent)
        let nested = try colors(Screen(alert: true, sheet: true))
        #expect(nested["Save"] == accent.dimmedTint && nested["Inside"] == accent.dimmedTint && nested["Nested OK"] == accent)
    }
}
