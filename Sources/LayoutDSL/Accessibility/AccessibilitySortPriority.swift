/// `accessibilitySortPriority`: elements of higher priority are read first within their
/// container (Apple's documentation of `accessibilitySortPriority(_:)`).
nonisolated extension View {
    public func accessibilitySortPriority(_ sortPriority: Double)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.sortPriority(sortPriority))
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.sortPriority(sortPriority))
    }
}
