/// The action sheet: the header and the buttons in one rounded group, the cancel button in its
/// own below, 8 pt from the screen's sides and above the home indicator (`ConfirmationDialogMetrics`).
nonisolated struct ConfirmationDialogCard<Actions: View, Message: View>: View {
    /// Nil when the title is hidden.
    let title: Text?
    let actions: Actions
    let message: Message?
    let dismiss: () -> Void
    @Environment(\.displayScale) private var displayScale
    @Environment(\.presentationSafeArea) private var safeArea

    private var showsHeader: Bool { title != nil || message != nil }

    var body: some View {
        ConfirmationDialogLayout(hairline: 1 / max(displayScale, 1)) {
            VStack(spacing: 4) {
                if let title { title.font(ConfirmationDialogMetrics.titleFont) }
                if let message { message.font(ConfirmationDialogMetrics.messageFont) }
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(Color.secondary)
            .padding(showsHeader ? ConfirmationDialogMetrics.headerPadding : EdgeInsets())
            .frame(maxWidth: .infinity)
            .background(AlertMetrics.background)
            // iOS adds "Cancel" to a dialog whose actions have none ("the system includes a Cancel
            // button", Apple's documentation of `confirmationDialog`): this one comes before the
            // actions, and the layout shows only the last cancel button, an action's if it has one.
            Button("Cancel", role: .cancel) {}
            actions
        }
        .background(AlertMetrics.separator)
        .clipShape(ConfirmationDialogOutline())
        .buttonStyle(AlertButtonStyle(look: .row(height: ConfirmationDialogMetrics.buttonHeight, font: ConfirmationDialogMetrics.buttonFont,
                                                 background: AlertMetrics.background), dismiss: dismiss))
        .padding(.horizontal, ConfirmationDialogMetrics.margin)
        .padding(.bottom, max(safeArea.bottom, ConfirmationDialogMetrics.margin))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
}
