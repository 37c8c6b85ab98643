/// `accessibilityValue`: the element's current value, read after its label (a slider's
/// percentage, a toggle's state)
/// (Apple's documentation of `accessibilityValue(_:)`). The
/// `isEnabled:` forms apply the value only when it is true.
nonisolated extension View {
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.value(valueDescription.string))
    }
    public func accessibilityValue(_ valueKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.value(valueKey.plainString()))
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.value(String(value)))
    }
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.value(valueDescription.string), isEnabled: isEnabled)
    }
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.value(valueKey.plainString()), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.value(String(value)), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.value(valueDescription.string))
    }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.value(valueKey.plainString()))
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.value(String(value)))
    }
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.value(valueDescription.string), isEnabled: isEnabled)
    }
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.value(valueKey.plainString()), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.value(String(value)), isEnabled: isEnabled)
    }
}
