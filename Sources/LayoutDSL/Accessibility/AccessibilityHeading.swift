/// `accessibilityHeading`: the element is a heading of a level, so VoiceOver's headings rotor
/// finds it (Apple's documentation of `accessibilityHeading(_:)`); it also adds `isHeader`.
nonisolated extension View {
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.heading(level))
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.heading(level))
    }
}

nonisolated extension Text {
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        accessibilityEdited { $0.heading = level; $0.traits.insert(.isHeader) }
    }
}
