/// `accessibilityRespondsToUserInteraction`: whether the element takes touches directly, recorded
/// as the `allowsDirectInteraction` trait (added when true, removed when false; Apple's
/// documentation of `accessibilityRespondsToUserInteraction(_:)`).
nonisolated extension View {
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.respondsToUserInteraction(respondsToUserInteraction))
    }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.respondsToUserInteraction(respondsToUserInteraction), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.respondsToUserInteraction(respondsToUserInteraction))
    }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.respondsToUserInteraction(respondsToUserInteraction), isEnabled: isEnabled)
    }
}

extension AccessibilityAttachmentModifier.Edit {
    static func respondsToUserInteraction(_ responds: Bool) -> Self {
        responds ? .addTraits(.allowsDirectInteraction) : .removeTraits(.allowsDirectInteraction)
    }
}
