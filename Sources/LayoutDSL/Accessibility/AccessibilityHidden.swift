/// `accessibilityHidden`: hides the element and its children from assistive technologies
/// (Apple's documentation of `accessibilityHidden(_:)`); the `isEnabled:` form only when it is true.
nonisolated extension View {
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.hidden(hidden))
    }
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.hidden(hidden), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> { accessibilityAttachment(.hidden(hidden)) }
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.hidden(hidden), isEnabled: isEnabled)
    }
}
