/// iOS 26's alert card (the Liquid Glass design): the title and message leading, above the
/// buttons as capsules, two side by side (Cancel leading) and more stacked (Cancel last), on a
/// glass card with continuous corners (metrics in `GlassAlertMetrics`).
nonisolated struct GlassAlertCard<Actions: View, Message: View>: View {
    let title: Text
    let actions: Actions
    let message: Message?
    let dismiss: () -> Void

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: GlassAlertMetrics.cornerRadius, style: .continuous)
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: GlassAlertMetrics.textSpacing) {
                title.font(GlassAlertMetrics.titleFont).foregroundStyle(Color.primary)
                if let message { message.font(GlassAlertMetrics.messageFont).foregroundStyle(GlassAlertMetrics.messageColor) }
            }
            .multilineTextAlignment(.leading)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(GlassAlertMetrics.textPadding)
            AlertButtonsLayout(rowHeight: GlassAlertMetrics.buttonHeight, spacing: GlassAlertMetrics.rowSpacing,
                               stackSpacing: GlassAlertMetrics.stackSpacing) { actions }
                .buttonStyle(AlertButtonStyle(look: .capsule(fill: GlassAlertMetrics.buttonFill), dismiss: dismiss))
                .padding([.horizontal, .bottom], GlassAlertMetrics.buttonInset)
        }
        .frame(width: GlassAlertMetrics.width)
        .background(GlassAlertMetrics.background, in: shape)
        .overlay(shape.strokeBorder(GlassAlertMetrics.rim, lineWidth: 1))
    }
}
