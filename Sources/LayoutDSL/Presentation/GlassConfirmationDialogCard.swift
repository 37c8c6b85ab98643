/// iOS 26's confirmation dialog (the Liquid Glass design): the alert's inner layout in a
/// 240 pt popover (`GlassPopoverMetrics`): the title (when visible) and message leading, as
/// the alert's, above the actions as the alert's capsules, stacked 8 pt apart in their order;
/// no Cancel button, the dialog's own or an action's (a tap outside dismisses). The popover's
/// glass is drawn by its presenter.
nonisolated struct GlassConfirmationDialogCard<Actions: View, Message: View>: View {
    /// Nil when the title is hidden.
    let title: Text?
    let actions: Actions
    let message: Message?
    let dismiss: () -> Void

    var body: some View {
        let header = title != nil || message != nil, inset = GlassAlertMetrics.buttonInset
        VStack(spacing: 0) {
            if header {
                VStack(alignment: .leading, spacing: GlassAlertMetrics.textSpacing) {
                    if let title { title.font(GlassAlertMetrics.titleFont).foregroundStyle(Color.primary) }
                    if let message { message.font(GlassAlertMetrics.messageFont).foregroundStyle(GlassAlertMetrics.messageColor) }
                }
                .multilineTextAlignment(.leading)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(GlassAlertMetrics.textPadding)
            }
            AlertButtonsLayout(rowHeight: GlassAlertMetrics.buttonHeight, spacing: GlassPopoverMetrics.dialogButtonSpacing,
                               dropsCancel: true) { actions }
                .buttonStyle(AlertButtonStyle(look: .capsule(fill: GlassPopoverMetrics.dialogButtonFill), dropsCancel: true,
                                              dismiss: dismiss))
                .padding(EdgeInsets(top: header ? 0 : inset, leading: inset, bottom: inset, trailing: inset))
        }
        .frame(width: GlassPopoverMetrics.dialogWidth)
    }
}
