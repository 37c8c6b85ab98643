/// The label iOS 26 gives a button made from its role alone (`Button(role: .close) { … }`): a
/// title for accessibility and menus, and a symbol, which toolbars show alone. Apple documents
/// the `xmark` of `cancel` and `close` (`Button.init(role:action:)`, `ButtonRole.close`) and the
/// checkmark of `confirm` ("the standard done button", Apple's developer forums, thread 791292);
/// `destructive`'s trash can and the titles (Cancel, Close, Done, Delete: the words of UIKit's
/// system bar items) are estimates.
nonisolated public struct DefaultButtonLabel: View {
    let role: ButtonRole

    public var body: some View {
        Label(title, systemImage: symbol)
    }

    private var title: String {
        switch role {
        case .destructive: "Delete"
        case .close: "Close"
        case .confirm: "Done"
        default: "Cancel"
        }
    }

    private var symbol: String {
        switch role {
        case .destructive: "trash"
        case .confirm: "checkmark"
        default: "xmark"
        }
    }
}

extension Button where Label == DefaultButtonLabel {
    /// A button that shows its role's default label (iOS 26).
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
