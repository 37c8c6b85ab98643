@testable import LayoutDSL
import Testing

/// Shape styles an author writes as SwiftUI has them (`resolve(in:)`), colours made of such a
/// style, and the system styles of iOS 17 and 18: `.fill`, `.windowBackground`, the static
/// `opacity(_:)` and `shadow(_:)`, gradients' colour spaces and angular forms.
struct ShapeStyleResolveTests {
    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    /// A warning colour that is red in light mode and orange in dark.
    struct Warning: ShapeStyle, Hashable {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? Color.orange : Color.red
        }
    }

    struct Brand: ShapeStyle, Hashable {
        func resolve(in environment: EnvironmentValues) -> Color.Resolved {
            environment.colorScheme == .dark ? Color.Resolved(red: 0, green: 0, blue: 1) : Color.Resolved(red: 0, green: 0.5, blue: 0)
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func anAuthorsStylePaintsAsItsResolvedStyle(scheme: ColorScheme) {
        let expected = (scheme == .dark ? Color.orange : Color.red)._paint(in: environment(scheme))
        #expect(Warning()._paint(in: environment(scheme)) == expected)
        #expect(AnyShapeStyle(Warning())._paint(in: environment(scheme)) == expected)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aColorOfAStyleResolvesInEachEnvironment(scheme: ColorScheme) {
        let color = Color(Brand())
        #expect(color.resolve(in: environment(scheme)) == Brand().resolve(in: environment(scheme)))
        #expect(color == Color(Brand()))
        #expect(Brand()._paint(in: environment(scheme)) == .color(Brand().resolve(in: environment(scheme))))
    }

    @Test func resolvedColorsCodeTheirComponents() throws {
        let color = Color.Resolved(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5)
        let data = try JSONEncoder().encode(color)
        #expect(String(decoding: data, as: UTF8.self) == "[0.25,0.5,0.75,0.5]")
        #expect(try JSONDecoder().decode(Color.Resolved.self, from: data) == color)
    }

    /// `.fill` is `systemFill`, its levels the secondary to quaternary fills; `.windowBackground`
    /// is the system background.
    @Test(arguments: [ColorScheme.light, .dark])
    func fillAndWindowBackground(scheme: ColorScheme) {
        let environment = environment(scheme)
        #expect(FillShapeStyle.fill._paint(in: environment) == Color(.systemFill)._paint(in: environment))
        #expect(FillShapeStyle.fill.secondary._paint(in: environment) == Color(.secondarySystemFill)._paint(in: environment))
        #expect(FillShapeStyle.fill.quaternary._paint(in: environment) == Color(.quaternarySystemFill)._paint(in: environment))
        #expect(FillShapeStyle.fill.quinary._paint(in: environment) == Color(.quaternarySystemFill)._paint(in: environment))
        let background: Color.Resolved = scheme == .dark ? .init(red: 0, green: 0, blue: 0) : .init(red: 1, green: 1, blue: 1)
        #expect(WindowBackgroundShapeStyle.windowBackground._paint(in: environment) == .color(background))
    }

    /// The static forms start from the current foreground style.
    @Test func staticOpacityAndShadowUseTheForeground() {
        var environment = EnvironmentValues()
        environment.foregroundStyle = AnyShapeStyle(Color.red)
        func use(_ style: some ShapeStyle) -> some ShapeStyle { style }
        #expect(use(.opacity(0.5))._paint(in: environment) == Color.red.opacity(0.5)._paint(in: environment))
        let shadowed = use(.shadow(.drop(radius: 2)))
        #expect(shadowed._paint(in: environment) == Color.red._paint(in: environment))
        #expect(shadowed._shadow != nil)
    }

    @Test func gradientsColorSpacesAndAngularForms() {
        let environment = EnvironmentValues()
        let gradient = Gradient(colors: [.red, .blue])
        #expect(gradient.colorSpace(.perceptual) == AnyGradient(gradient).colorSpace(.perceptual))
        #expect(gradient.colorSpace(.device)._paint(in: environment) == AnyGradient(gradient)._paint(in: environment))
        let turn = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))
        #expect(turn.startAngle == .degrees(90) && turn.endAngle == .degrees(450))
        let stops = AngularGradient(stops: gradient.stops, center: .center, startAngle: .zero, endAngle: .degrees(180))
        #expect(stops.gradient == gradient && stops.endAngle == .degrees(180))
        #expect(Color.red.mix(with: .blue, by: 0.5, in: .device).resolve(in: environment)
            == Color.red.mix(with: .blue, by: 0.5).resolve(in: environment))
    }

    @Test func backgroundProminenceIsAnEnvironmentValue() {
        var environment = EnvironmentValues()
        #expect(environment.backgroundProminence == .standard)
        environment.backgroundProminence = .increased
        #expect(environment.backgroundProminence == .increased)
        #expect(ColorSchemeContrast.allCases == [.standard, .increased])
    }
}
