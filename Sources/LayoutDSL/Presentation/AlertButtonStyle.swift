/// A button in an alert or confirmation dialog, drawn as the design draws it (`AlertButtonLook`).
/// A tap runs the action and dismisses the presentation, as every alert action does. An iOS 26
/// confirmation dialog draws no cancel button (`dropsCancel`): a tap outside dismisses it.
nonisolated struct AlertButtonStyle: PrimitiveButtonStyle {
    let look: AlertButtonLook
    var dropsCancel = false
    let dismiss: () -> Void

    @ViewBuilder func makeBody(configuration: Configuration) -> some View {
        let dismiss = self.dismiss
        if dropsCancel && configuration.role == .cancel {
            EmptyView().layoutValue(key: AlertButtonRoleKey.self, value: configuration.role)
        } else {
            Button(role: configuration.role) {
                dismiss()
                configuration.trigger()
            } label: {
                look.label(configuration.label, role: configuration.role)
            }
            .buttonStyle(PlainButtonStyle())
            .layoutValue(key: AlertButtonRoleKey.self, value: configuration.role)
        }
    }
}

/// How an alert's button looks (UIAlertAction's styles in each design).
enum AlertButtonLook {
    /// iOS 18: the label filling a row on the card's background (the hairlines between rows are
    /// gaps showing the separator); Cancel semibold, destructive red, others in the tint colour.
    case row(height: CGFloat, font: Font, background: Color)
    /// iOS 26: the label on a capsule of `fill`, 17 pt medium in the label colour, destructive
    /// red (`GlassAlertMetrics`).
    case capsule(fill: Color)

    @ViewBuilder func label(_ label: PrimitiveButtonStyleConfiguration.Label, role: ButtonRole?) -> some View {
        switch self {
        case let .row(height, font, background):
            label
                .font(font.weight(role == .cancel ? .semibold : .regular))
                .foregroundStyle(role == .destructive ? Color.red : Color.accentColor)
                .lineLimit(1)
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity, minHeight: height)
                .background(background)
        case .capsule(let fill):
            label
                .font(GlassAlertMetrics.buttonFont)
                .foregroundStyle(role == .destructive ? Color.red : Color.primary)
                .lineLimit(1)
                .padding(.horizontal, GlassAlertMetrics.buttonInset)
                .frame(maxWidth: .infinity, minHeight: GlassAlertMetrics.buttonHeight)
                .background(fill, in: Capsule())
        }
    }
}
