/// The alert's card: title and message centred above the buttons, 270 pt wide with rounded
/// corners (metrics in `AlertMetrics`). An alert with no buttons gets "OK", as SwiftUI adds.
nonisolated struct AlertCard<Actions: View, Message: View>: View {
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
            AlertButtonsLayout(rowHeight: AlertMetrics.buttonHeight, hairline: 1 / max(displayScale, 1), allowsRow: true) {
                if Actions.self == EmptyView.self { Button("OK") {} } else { actions }
            }
            .background(AlertMetrics.separator)
            .buttonStyle(AlertButtonStyle(rowHeight: AlertMetrics.buttonHeight, font: AlertMetrics.buttonFont,
                                          background: AlertMetrics.background, dismiss: dismiss))
        }
        .frame(width: AlertMetrics.width)
        .background(AlertMetrics.background)
        .clipShape(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius, style: .continuous))
    }
}
