/// `accessibilityScrollStatus` (iOS 26): what VoiceOver announces of a scroll view's position as it
/// scrolls ("Showing the photos of March" instead of "page 2 of 5"), recorded on the element
/// (SDK 26.2 interface: a `Text`, a key, a string, a resource; `isEnabled` defaulting to true).
nonisolated extension View {
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.scrollStatus(status.string), isEnabled: isEnabled)
    }

    public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.scrollStatus(statusKey.plainString()), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityScrollStatus(_ status: some StringProtocol, isEnabled: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.scrollStatus(String(status)), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityScrollStatus(_ status: LocalizedStringResource, isEnabled: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityScrollStatus(Text(status), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.scrollStatus(status.string), isEnabled: isEnabled)
    }

    public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.scrollStatus(statusKey.plainString()), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityScrollStatus(_ status: some StringProtocol, isEnabled: Bool = true) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.scrollStatus(String(status)), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityScrollStatus(_ status: LocalizedStringResource, isEnabled: Bool = true) -> ModifiedContent<Content, Modifier> {
        accessibilityScrollStatus(Text(status), isEnabled: isEnabled)
    }
}

extension AccessibilityAttachmentModifier.Edit {
    static func scrollStatus(_ status: String) -> Self { .edit { $0.scrollStatus = status } }
}
