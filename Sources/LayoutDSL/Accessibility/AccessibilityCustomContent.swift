/// `accessibilityCustomContent`: more about the element that VoiceOver reads on request, or with
/// the element when the importance is `.high` (Apple's documentation of
/// `accessibilityCustomContent(_:_:importance:)`). Entries are kept by their key's id: a later
/// one with the same id replaces it, and a `nil` value "will remove any entry of additional
/// information added earlier for any key with the same identifier".
nonisolated extension View {
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.customContent(key, value?.string, importance))
    }
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.customContent(key, valueKey.plainString(), importance))
    }
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.customContent(AccessibilityCustomContentKey(label, id: label.string), value.string, importance))
    }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.customContent(AccessibilityCustomContentKey(labelKey), value.string, importance))
    }
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.customContent(AccessibilityCustomContentKey(labelKey), valueKey.plainString(), importance))
    }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.customContent(key, String(value), importance))
    }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.customContent(AccessibilityCustomContentKey(labelKey), String(value), importance))
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.customContent(key, value?.string, importance))
    }
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.customContent(key, valueKey.plainString(), importance))
    }
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.customContent(AccessibilityCustomContentKey(label, id: label.string), value.string, importance))
    }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.customContent(AccessibilityCustomContentKey(labelKey), value.string, importance))
    }
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.customContent(AccessibilityCustomContentKey(labelKey), valueKey.plainString(), importance))
    }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.customContent(key, String(value), importance))
    }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.customContent(AccessibilityCustomContentKey(labelKey), String(value), importance))
    }
}

extension AccessibilityAttachmentModifier.Edit {
    static func customContent(_ key: AccessibilityCustomContentKey, _ value: String?, _ importance: AXCustomContent.Importance) -> Self {
        .edit { properties in
            let entry = value.map {
                AccessibilityProperties.CustomContent(id: key.id, label: key.label, value: $0,
                                                      importance: importance == .high ? "high" : "default")
            }
            if let index = properties.customContent.firstIndex(where: { $0.id == key.id }) {
                if let entry { properties.customContent[index] = entry } else { properties.customContent.remove(at: index) }
            } else if let entry {
                properties.customContent.append(entry)
            }
        }
    }
}
