/// What a shown confirmation dialog holds: its title (nil when hidden), actions and message.
struct ConfirmationDialogContent<Actions: View, Message: View> {
    let title: Text?
    let actions: Actions
    let message: Message?
}

/// Presents a confirmation dialog as the design does. iOS 18 draws an action sheet at the
/// bottom of the dimmed screen (`ConfirmationDialogCard`). iOS 26 presents it as a popover
/// pointing at the view that carries the modifier, on every idiom ("a popover on every idiom on
/// iOS 26", read from UIKit's view tree: docs/reference/ios26-design.md, "Confirmation dialogs
/// and popovers"): `GlassConfirmationDialogCard` in a glass popover, the screen not dimmed.
struct ConfirmationDialogPresenter<Presenter: View, Actions: View, Message: View> {
    let presenter: Presenter
    let isPresented: Binding<Bool>
    /// The dialog while it shows, else nil.
    let dialog: ConfirmationDialogContent<Actions, Message>?
    @Environment(\.systemDesign) private var design

    @ViewBuilder var body: some View {
        let isPresented = isPresented, dismiss = { isPresented.wrappedValue = false }
        if design == .liquidGlass {
            let shown = Binding(get: { dialog != nil }, set: { isPresented.wrappedValue = $0 })
            PopoverPresenter(presenter: presenter, isPresented: shown, attachmentAnchor: .rect(.bounds), arrowEdge: nil) {
                dialog.map { GlassConfirmationDialogCard(title: $0.title, actions: $0.actions, message: $0.message, dismiss: dismiss) }
            }
        } else {
            AlertPresenter(presenter: presenter, card: dialog.map {
                ConfirmationDialogCard(title: $0.title, actions: $0.actions, message: $0.message, dismiss: dismiss)
            })
        }
    }
}

extension ConfirmationDialogPresenter: View {}
