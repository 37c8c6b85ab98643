import LayoutDSL

extension Button {
    /// A button that runs `intent` (Apple's documentation of `Button(intent:label:)`): drawn as any
    /// button with its label; a tap performs the intent in a task, and its result is dropped.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: { Task { _ = try? await intent.perform() } }, label: label)
    }
}

extension Button where Label == Text {
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(intent: intent) { Text(titleKey) }
    }

    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
        self.init(intent: intent) { Text(title) }
    }
}

extension Button where Label == LayoutDSL.Label<Text, Image> {
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, intent: I) {
        self.init(intent: intent) { LayoutDSL.Label(titleKey, systemImage: systemImage) }
    }
}
