/// `accessibilityActivationPoint`: where a double tap with VoiceOver activates the element, in
/// its coordinates or as a unit point of its bounds (Apple's documentation of
/// `accessibilityActivationPoint(_:)`); the `isEnabled:` forms only when it is true.
nonisolated extension View {
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.activationPoint(.init(activationPoint)))
    }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.activationPoint(.init(activationPoint)))
    }
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.activationPoint(.init(activationPoint)), isEnabled: isEnabled)
    }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.activationPoint(.init(activationPoint)), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.activationPoint(.init(activationPoint)))
    }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.activationPoint(.init(activationPoint)))
    }
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.activationPoint(.init(activationPoint)), isEnabled: isEnabled)
    }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.activationPoint(.init(activationPoint)), isEnabled: isEnabled)
    }
}

extension AccessibilityAttachmentModifier.Edit {
    static func activationPoint(_ point: AccessibilityProperties.Point) -> Self { .edit { $0.activationPoint = point } }
}
