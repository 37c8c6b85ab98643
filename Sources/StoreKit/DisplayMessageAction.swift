import LayoutDSL

/// `\.displayStoreKitMessage`: shows a StoreKit message over the app (Apple's documentation of
/// `DisplayMessageAction`). No message reaches a preview (`Message.messages` is empty), so there
/// is nothing to show; a call returns without drawing.
@MainActor public struct DisplayMessageAction {
    public func callAsFunction(_ message: Message) throws {}
}

struct DisplayMessageActionKey: EnvironmentKey {
    @MainActor static var defaultValue: DisplayMessageAction { DisplayMessageAction() }
}

extension EnvironmentValues {
    public var displayStoreKitMessage: DisplayMessageAction {
        self[DisplayMessageActionKey.self]
    }
}
