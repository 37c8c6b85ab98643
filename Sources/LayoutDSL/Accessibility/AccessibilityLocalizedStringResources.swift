import Foundation

// The accessibility modifiers' and values' forms taking a `LocalizedStringResource` (iOS 26 SDK's
// interface, Tests/APICoverage/swiftui-ios26.tsv), each `@_disfavoredOverload` as Apple's are, so a
// literal stays a `LocalizedStringKey`: the resource's string where the string form has its own.
// The `View` forms of label, hint, value and named action are in
// Sources/LayoutDSL/Text/LocalizedStringResourceTitles.swift; here the chained (`ModifiedContent`)
// forms, custom content, rotors, tabs and the values.

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedContent<Content, Modifier> {
        accessibilityLabel(String(localized: label))
    }

    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityLabel(String(localized: label), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource) -> ModifiedContent<Content, Modifier> {
        accessibilityHint(String(localized: hint))
    }

    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityHint(String(localized: hint), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource) -> ModifiedContent<Content, Modifier> {
        accessibilityValue(String(localized: valueResource))
    }

    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityValue(String(localized: valueResource), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityAction(named nameResource: LocalizedStringResource,
                                    _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        accessibilityAction(named: Text(nameResource), handler)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueResource: LocalizedStringResource,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityCustomContent(key, Text(valueResource), importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent(_ label: LocalizedStringResource, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityCustomContent(AccessibilityCustomContentKey(label), value, importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent(_ label: LocalizedStringResource, _ valueResource: LocalizedStringResource,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityCustomContent(AccessibilityCustomContentKey(label), Text(valueResource), importance: importance)
    }
}

nonisolated extension View {
    @_disfavoredOverload
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueResource: LocalizedStringResource,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(key, Text(valueResource), importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent(_ label: LocalizedStringResource, _ value: Text,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(AccessibilityCustomContentKey(label), value, importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent(_ label: LocalizedStringResource, _ valueResource: LocalizedStringResource,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(AccessibilityCustomContentKey(label), Text(valueResource), importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ label: LocalizedStringResource, _ value: V,
                                                              importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(AccessibilityCustomContentKey(label), value, importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: LocalizedStringResource, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(Text(label), entries: entries)
    }

    @_disfavoredOverload
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelResource: LocalizedStringResource, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelResource), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    @_disfavoredOverload
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelResource: LocalizedStringResource, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelResource), entries: entries, entryLabel: entryLabel)
    }

    @_disfavoredOverload
    public func accessibilityRotor(_ label: LocalizedStringResource, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(label), textRanges: textRanges)
    }
}

extension Text {
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> Text { accessibilityLabel(Text(label)) }
}

extension TabContent {
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool = true) -> some TabContent<TabValue> {
        accessibilityLabel(Text(label), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool = true) -> some TabContent<TabValue> {
        accessibilityHint(Text(hint), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool = true) -> some TabContent<TabValue> {
        accessibilityValue(Text(valueResource), isEnabled: isEnabled)
    }
}

extension AccessibilityCustomContentKey {
    /// The resource's string is the label, and its key the id, as a string key's is.
    @_disfavoredOverload
    public init(_ label: LocalizedStringResource) { self.init(Text(label), id: label.key) }

    @_disfavoredOverload
    public init(_ label: LocalizedStringResource, id: String) { self.init(Text(label), id: id) }
}

extension AccessibilityRotorEntry {
    @_disfavoredOverload
    public init(_ label: LocalizedStringResource, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init(_ label: LocalizedStringResource, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init(_ label: LocalizedStringResource, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never {
        self.init(Text(label), textRange: textRange, prepare: prepare)
    }
}

extension AccessibilityActionCategory {
    @_disfavoredOverload
    public init(_ nameResource: LocalizedStringResource) { self.init(Text(nameResource)) }
}
