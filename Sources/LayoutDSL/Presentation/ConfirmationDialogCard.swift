/// The action sheet: the header and the buttons in one rounded group, the cancel button in its
/// own below, 8 pt from the screen's sides and above the home indicator (`ConfirmationDialogMetrics`).
struct ConfirmationDialogCard<Actions: View, Message: View>: View {
    /// Nil when the title is hidden.
    let title: Text?
    let actions: Actions
    let message: Message?
    let dismiss: () -> Void
    /// Starts as the preference's default: an observer delivers only values that differ from it.
    @State private var hasCancel = false
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
            actions.onPreferenceChange(DialogCancelKey.self) { hasCancel = $0 }
            if !hasCancel { Button("Cancel", role: .cancel) {} }
        }
        .background(AlertMetrics.separator)
        .clipShape(ConfirmationDialogOutline())
        .buttonStyle(AlertButtonStyle(rowHeight: ConfirmationDialogMetrics.buttonHeight, font: ConfirmationDialogMetrics.buttonFont,
                                      background: AlertMetrics.background, dismiss: dismiss))
        .padding(.horizontal, ConfirmationDialogMetrics.margin)
        .padding(.bottom, max(safeArea.bottom, ConfirmationDialogMetrics.margin))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
}
