/// The result `.result(…)` makes (Apple's documentation of `IntentResultContainer`): its value, dialog
/// and opened intent, kept for whoever ran the intent (a `Button(intent:)` drops them, as an app's does).
public struct IntentResultContainer<Value, Opened, Content, Dialog>: IntentResult, ReturnsValue, ProvidesDialog,
    ShowsSnippetView, OpensIntent, @unchecked Sendable {
    public let value: Value?
    public let dialog: IntentDialog?
    let opened: Opened?

    init(value: Value?, dialog: IntentDialog?, opened: Opened?) {
        self.value = value
        self.dialog = dialog
        self.opened = opened
    }
}

extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer(value: nil, dialog: nil, opened: nil)
    }

    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog, opened: nil)
    }

    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        IntentResultContainer(value: value, dialog: nil, opened: nil)
    }

    public static func result<V>(value: V, dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog, opened: nil)
    }

    public static func result<I: AppIntent>(opensIntent: I) -> Self where Self == IntentResultContainer<Never, I, Never, Never> {
        IntentResultContainer(value: nil, dialog: nil, opened: opensIntent)
    }

    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<Never, I, Never, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog, opened: opensIntent)
    }
}
