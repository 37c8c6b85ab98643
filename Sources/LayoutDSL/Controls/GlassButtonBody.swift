/// A glass button as iOS 26 draws `.glass` and `.glassProminent`: the label with the bordered
/// button's insets and font of its control size (`BorderedButtonMetrics`), on interactive glass in
/// the button border shape (a capsule unless `buttonBorderShape(_:)` says otherwise, as Apple's
/// glass buttons are capsules).
///
/// - `.glass`: regular glass (or the glass given to `GlassButtonStyle(_:)`), the label in the tint
///   colour as a bordered button's (an estimate from screenshots).
/// - `.glassProminent`: the glass tinted with the tint colour, the label white, as
///   `.borderedProminent` (Apple: "similar to the borderedProminent style").
/// - `buttonSizing(.flexible)` widens the label to the button's proposal (`ButtonSizing`).
/// - Pressed, the button dims to 50 % as a bordered one does; the glass's own press reaction (a
///   swell and glow) is not drawn. Disabled, the label greys as a bordered button's.
nonisolated struct GlassButtonBody: View {
    let glass: Glass
    let prominent: Bool
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.font) private var font
    @Environment(\.buttonSizing) private var sizing

    var body: some View {
        let metrics = controlSize.borderedMetrics
        let color = configuration.role == .destructive ? Color.red : (tint ?? .accentColor).tintAdjusted
        let labelColor = !isEnabled ? Color(.tertiaryLabel) : prominent ? Color.white : color
        let shape: AnyShape = borderShape.kind == .automatic
            ? AnyShape(Capsule()) : AnyShape(borderShape.resolved(systemRadius: metrics.cornerRadius, design: .liquidGlass))
        let tinted = prominent && isEnabled ? glass.tint(glass.tintColor ?? color) : glass
        configuration.label
            .font(font ?? metrics.font)
            .transformEnvironment(\.foregroundStyle) { style in
                if !isEnabled || style == nil { style = AnyShapeStyle(labelColor) }
            }
            .flexibleWidth(sizing)
            .padding(metrics.insets)
            .glassEffect(tinted.interactive(), in: shape)
            .compositingGroup()
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// The `ButtonStyle` the glass primitive styles draw through, for the system's touch tracking.
nonisolated struct GlassButtonBodyStyle: ButtonStyle {
    let glass: Glass
    let prominent: Bool
    func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(glass: glass, prominent: prominent, configuration: configuration)
    }
}
