/// iOS 18's alert card: title and message centred above the buttons, 270 pt wide with rounded
/// corners (metrics in `AlertMetrics`), buttons in rows between hairlines.
nonisolated struct CompatibilityAlertCard<Actions: View, Message: View>: View {
    let title: Text
    let actions: Actions
    let message: Message?
    let dismiss: () -> Void
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: AlertMetrics.textSpacing) {
                title.font(AlertMetrics.titleFont)
                if let message { message.font(AlertMetrics.messageFont) }
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(Color.primary)
            .padding(AlertMetrics.textPadding)
            .frame(maxWidth: .infinity)
            AlertButtonsLayout(rowHeight: AlertMetrics.buttonHeight, spacing: 1 / max(displayScale, 1), leadingGap: true) { actions }
                .background(AlertMetrics.separator)
                .buttonStyle(AlertButtonStyle(look: .row(height: AlertMetrics.buttonHeight, font: AlertMetrics.buttonFont,
                                                         background: AlertMetrics.background), dismiss: dismiss))
        }
        .frame(width: AlertMetrics.width)
        .background(AlertMetrics.background)
        .clipShape(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius, style: .continuous))
    }
}
