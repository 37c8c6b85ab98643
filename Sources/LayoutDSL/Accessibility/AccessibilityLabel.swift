/// `accessibilityLabel`: what VoiceOver reads for the element instead of its content
/// (Apple's documentation of `accessibilityLabel(_:)`). The
/// `isEnabled:` forms apply the label only when it is true.
nonisolated extension View {
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.label(label.string))
    }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.label(labelKey.plainString()))
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.label(String(label)))
    }
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.label(label.string), isEnabled: isEnabled)
    }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.label(labelKey.plainString()), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.label(String(label)), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { accessibilityAttachment(.label(label.string)) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.label(labelKey.plainString()))
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.label(String(label)))
    }
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.label(label.string), isEnabled: isEnabled)
    }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.label(labelKey.plainString()), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.label(String(label)), isEnabled: isEnabled)
    }
}

/// A `Text`'s own label, kept on the text so it stays a `Text` (it can still be concatenated);
/// recorded on its node like the view modifier's.
nonisolated extension Text {
    public func accessibilityLabel(_ label: Text) -> Text { accessibilityEdited { $0.label = label.string } }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { accessibilityEdited { $0.label = labelKey.plainString() } }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { accessibilityEdited { $0.label = String(label) } }
}
