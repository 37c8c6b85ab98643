/// A button in an alert or confirmation dialog: its label filling a row on the
/// card's background (the hairlines between rows are gaps showing the separator); cancel is
/// semibold, destructive red, others in the tint colour (UIAlertAction styles). A tap runs the
/// action and dismisses the presentation, as every alert action does.
nonisolated struct AlertButtonStyle: PrimitiveButtonStyle {
    let rowHeight: CGFloat
    let font: Font
    let background: Color
    let dismiss: () -> Void

    func makeBody(configuration: Configuration) -> some View {
        let dismiss = self.dismiss
        return Button(role: configuration.role) {
            dismiss()
            configuration.trigger()
        } label: {
            configuration.label
                .font(font.weight(configuration.role == .cancel ? .semibold : .regular))
                .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
                .lineLimit(1)
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity, minHeight: rowHeight)
                .background(background)
        }
        .buttonStyle(PlainButtonStyle())
        .layoutValue(key: AlertButtonRoleKey.self, value: configuration.role)
    }
}
