/// A built-in button as iOS 17 draws it, its border shape as the design draws it (`ButtonBorderShape`).
///
/// - Colour: the tint (`.tint(_:)`, else the accent colour, systemBlue), or systemRed for a
///   destructive role (not on a Liquid Glass bar item: `isGlassBarItem`); `.plain` keeps the
///   label's own colour. `.automatic` and `.borderless` are the label in that colour
///   (fivestars.blog, "Exploring SwiftUI's Button styles": the default style on iOS is the
///   borderless one, tinted).
/// - `.bordered` fills its border shape with the colour at 15% opacity, the label in the colour;
///   `.borderedProminent` fills it with the colour, the label white. 15% is an estimate from
///   screenshots (UIKit's `UIButton.Configuration.tinted()` draws the same kind of fill).
/// - `buttonSizing(.flexible)` widens a bordered label to the button's proposal (`ButtonSizing`).
/// - Pressed (a finger down inside): borderless and plain labels dim to 20% opacity, as a UIKit
///   system button highlights; bordered buttons dim to 50% (an estimate from screen recordings).
/// - A foreground style set on the button or above it (`.foregroundColor(.red)`) colours the
///   label in place of the tint or white, as on iOS; a disabled label is grey regardless.
/// - Disabled (`.disabled(true)`): the label in tertiaryLabel grey, bordered fills in
///   secondarySystemFill and prominent fills in systemFill, as iOS greys out disabled controls
///   (the greys are the palette's nearest, estimated); taps are ignored (`PressableButton`).
nonisolated struct SystemButtonBody: View {
    let kind: SystemButtonStyle.Kind
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.font) private var font
    @Environment(\.systemDesign) private var design
    @Environment(\.isGlassBarItem) private var isGlassBarItem
    @Environment(\.buttonSizing) private var sizing

    private var color: Color {
        configuration.role == .destructive && !isGlassBarItem ? .red : (tint ?? .accentColor).tintAdjusted
    }
    private var disabledLabel: Color { Color(.tertiaryLabel) }

    var body: some View {
        switch kind {
        case .plain:
            configuration.label
                .opacity(configuration.isPressed ? 0.2 : 1)
        case .borderless:
            configuration.label
                .labelColor(isEnabled ? color : disabledLabel, overridingOwn: !isEnabled)
                .opacity(configuration.isPressed ? 0.2 : 1)
        case .bordered, .borderedProminent, .toggle:
            bordered
        }
    }

    private var bordered: some View {
        let metrics = controlSize.borderedMetrics
        let shape = borderShape.resolved(systemRadius: metrics.cornerRadius, design: design)
        // A circle pads its label evenly, so the label sits in the middle of the circle.
        let insets = shape.kind == .circle
            ? EdgeInsets(top: metrics.insets.top, leading: metrics.insets.top, bottom: metrics.insets.top, trailing: metrics.insets.top)
            : metrics.insets
        let prominent = kind == .borderedProminent
        let labelColor = !isEnabled ? disabledLabel : prominent ? Color.white : color
        let fill: Color
        switch kind {
        case .toggle(isOn: false): fill = .clear
        case _ where !isEnabled: fill = Color(prominent ? .systemFill : .secondarySystemFill)
        case .borderedProminent: fill = color
        default: fill = color.opacity(0.15)
        }
        return configuration.label
            .font(font ?? metrics.font)
            .labelColor(labelColor, overridingOwn: !isEnabled)
            .flexibleWidth(sizing)
            .padding(insets)
            .background(shape.fill(fill))
            // The pressed button dims as one piece: its fill does not show through the label.
            .compositingGroup()
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

nonisolated private extension View {
    /// The label's colour, unless the code gave the button a foreground style of its own.
    func labelColor(_ color: Color, overridingOwn: Bool) -> some View {
        transformEnvironment(\.foregroundStyle) { style in
            if overridingOwn || style == nil { style = AnyShapeStyle(color) }
        }
    }
}
