/// `accessibilityAddTraits` and `accessibilityRemoveTraits`: what kind of element the view is
/// (Apple's documentation of `AccessibilityTraits`). Traits accumulate along the chain; a trait
/// removed is also recorded as removed, as it takes the trait away from the view's own.
nonisolated extension View {
    public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.addTraits(traits))
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.removeTraits(traits))
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.addTraits(traits))
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.removeTraits(traits))
    }
}
