/// `accessibilityHint`: what VoiceOver says the element does, after its label
/// (Apple's documentation of `accessibilityHint(_:)`). The
/// `isEnabled:` forms apply the hint only when it is true.
nonisolated extension View {
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.hint(hint.string))
    }
    public func accessibilityHint(_ hintKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.hint(hintKey.plainString()))
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.hint(String(hint)))
    }
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.hint(hint.string), isEnabled: isEnabled)
    }
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.hint(hintKey.plainString()), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.hint(String(hint)), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> { accessibilityAttachment(.hint(hint.string)) }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.hint(hintKey.plainString()))
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.hint(String(hint)))
    }
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.hint(hint.string), isEnabled: isEnabled)
    }
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.hint(hintKey.plainString()), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.hint(String(hint)), isEnabled: isEnabled)
    }
}
