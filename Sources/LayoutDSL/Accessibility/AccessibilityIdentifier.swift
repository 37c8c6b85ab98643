/// `.accessibilityIdentifier(_:)`: names the node for tests and dumps (the resolved tree's and
/// the layout JSON's `id`). The outermost one wins; see `AccessibilityAttachmentModifier` for a
/// view named again outside its effects. The `isEnabled:` form names it only when it is true.
nonisolated extension View {
    public func accessibilityIdentifier(_ identifier: String)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.identifier(identifier))
    }
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.identifier(identifier), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.identifier(identifier))
    }
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.identifier(identifier), isEnabled: isEnabled)
    }
}
