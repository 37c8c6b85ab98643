import LayoutDSL
import Render
import Testing

/// Modifiers that style through the environment or a shape style: `accentColor` (deprecated,
/// the tint), `colorScheme` (deprecated, the subtree's scheme), `background(ignoresSafeAreaEdges:)`
/// (the default background style) and `overlay(_:ignoresSafeAreaEdges:)` with a style.
struct EnvironmentStyleModifierTests {
    let white = Pixel(r: 255, g: 255, b: 255, a: 255), black = Pixel(r: 0, g: 0, b: 0, a: 255)

    @Test func accentColorTintsAndNilKeepsTheTint() throws {
        let green = try render(Rectangle().fill(.tint).accentColor(Color(red: 0, green: 1, blue: 0)), width: 2, height: 2)
        #expect(green[0, 0] == Pixel(r: 0, g: 255, b: 0, a: 255))
        let kept = try render(Rectangle().fill(.tint).accentColor(nil).tint(Color(red: 1, green: 0, blue: 0)), width: 2, height: 2)
        #expect(kept[0, 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func colorSchemeDarkensTheSubtreeOnly() throws {
        let canvas = try render(HStack(spacing: 0) {
            Rectangle().fill(Color.primary).frame(width: 2, height: 2).colorScheme(.dark)
            Rectangle().fill(Color.primary).frame(width: 2, height: 2)
        }, width: 4, height: 2)
        #expect(canvas[0, 0] == white && canvas[2, 0] == black)
    }

    @Test func defaultBackgroundAndStyledOverlay() throws {
        let light = try render(Color.clear.background(ignoresSafeAreaEdges: []), width: 2, height: 2)
        let dark = try render(Color.clear.background(ignoresSafeAreaEdges: []), width: 2, height: 2, colorScheme: .dark)
        #expect(light[0, 0] == white && dark[0, 0] == black)
        let overlaid = try render(Color.white.overlay(Color(red: 1, green: 0, blue: 0).opacity(0.5), ignoresSafeAreaEdges: []), width: 2, height: 2)
        #expect(overlaid[1, 1] == Pixel(r: 255, g: 127, b: 127, a: 255))   // half red over white
    }
}

/// The deprecated colour arguments of two control styles: `SwitchToggleStyle(tint:)` colours the
/// track when on, `CircularProgressViewStyle(tint:)` the indicator's ticks.
struct DeprecatedStyleTintTests {
    @Test func switchTrackAndIndicatorTakeTheTint() throws {
        let red = Pixel(r: 255, g: 0, b: 0, a: 255)
        let toggle = try render(Toggle("", isOn: .constant(true)).labelsHidden()
            .toggleStyle(SwitchToggleStyle(tint: Color(red: 1, green: 0, blue: 0))), width: 51, height: 31)
        #expect(toggle[8, 15] == red)
        let spinner = try render(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: Color(red: 1, green: 0, blue: 0))),
                                 width: 20, height: 20)
        #expect(spinner[10, 4] == red)   // the tick at twelve o'clock, fully opaque
    }
}
