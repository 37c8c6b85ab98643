/// The iOS 13 spellings of the accessibility modifiers, deprecated in iOS 14 and still common:
/// each is its iOS 14 name (Apple's documentation of `accessibility(label:)` and its siblings).
nonisolated extension View {
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityLabel(label) }
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityHint(hint) }
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityValue(value) }
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityHidden(hidden) }
    public func accessibility(addTraits traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAddTraits(traits)
    }
    public func accessibility(removeTraits traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityRemoveTraits(traits)
    }
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityIdentifier(identifier)
    }
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilitySortPriority(sortPriority)
    }
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityInputLabels(inputLabels)
    }
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityActivationPoint(activationPoint)
    }
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityActivationPoint(activationPoint)
    }
    /// Deprecated by Apple with "This API has no effect": accepted and not recorded.
    public func accessibility(selectionIdentifier: AnyHashable)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.edit { _ in })
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> { accessibilityLabel(label) }
    public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> { accessibilityHint(hint) }
    public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> { accessibilityValue(value) }
    public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> { accessibilityHidden(hidden) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibilityAddTraits(traits)
    }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibilityRemoveTraits(traits)
    }
    public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> { accessibilityIdentifier(identifier) }
    public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> { accessibilitySortPriority(sortPriority) }
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> { accessibilityInputLabels(inputLabels) }
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        accessibilityActivationPoint(activationPoint)
    }
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        accessibilityActivationPoint(activationPoint)
    }
    /// Deprecated by Apple with "This API has no effect": accepted and not recorded.
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.edit { _ in })
    }
}
