/// `accessibilityInputLabels`: the names Voice Control and Full Keyboard Access answer to, most
/// relevant first (Apple's documentation of `accessibilityInputLabels(_:)`); the `isEnabled:`
/// forms only when it is true. Later input labels replace earlier ones.
nonisolated extension View {
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.inputLabels(inputLabelKeys.map { $0.plainString() }))
    }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.inputLabels(inputLabels.map(\.string)))
    }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.inputLabels(inputLabels.map { String($0) }))
    }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.inputLabels(inputLabelKeys.map { $0.plainString() }), isEnabled: isEnabled)
    }
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.inputLabels(inputLabels.map(\.string)), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.inputLabels(inputLabels.map { String($0) }), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.inputLabels(inputLabelKeys.map { $0.plainString() }))
    }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.inputLabels(inputLabels.map(\.string)))
    }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.inputLabels(inputLabels.map { String($0) }))
    }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.inputLabels(inputLabelKeys.map { $0.plainString() }), isEnabled: isEnabled)
    }
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.inputLabels(inputLabels.map(\.string)), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.inputLabels(inputLabels.map { String($0) }), isEnabled: isEnabled)
    }
}

extension AccessibilityAttachmentModifier.Edit {
    static func inputLabels(_ labels: [String]) -> Self { .edit { $0.inputLabels = labels } }
}
