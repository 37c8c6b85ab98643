/// `accessibilityRotor`: a custom rotor the element offers VoiceOver, by name or replacing a
/// system rotor, its entries from rotor content, from a collection of models, or ranges of the
/// element's text (Apple's documentation of `accessibilityRotor(_:entries:)`). Recorded as the
/// rotor's name and its entries' labels (a text range's entry has an empty label).
nonisolated extension View {
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(named: label.string) { entries().resolvedRotorEntryLabels }
    }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(named: labelKey.plainString()) { entries().resolvedRotorEntryLabels }
    }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(named: systemRotor.name) { entries().resolvedRotorEntryLabels }
    }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(named: String(label)) { entries().resolvedRotorEntryLabels }
    }
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(named: rotorLabel.string) { entries.map { $0[keyPath: entryLabel] } }
    }
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(named: rotorLabelKey.plainString()) { entries.map { $0[keyPath: entryLabel] } }
    }
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(named: systemRotor.name) { entries.map { $0[keyPath: entryLabel] } }
    }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(named: String(rotorLabel)) { entries.map { $0[keyPath: entryLabel] } }
    }
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(named: rotorLabel.string) { entries.map { $0[keyPath: entryLabel] } }
    }
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(named: rotorLabelKey.plainString()) { entries.map { $0[keyPath: entryLabel] } }
    }
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(named: systemRotor.name) { entries.map { $0[keyPath: entryLabel] } }
    }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(named: String(rotorLabel)) { entries.map { $0[keyPath: entryLabel] } }
    }
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(named: label.string) { textRanges.map { _ in "" } }
    }
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(named: labelKey.plainString()) { textRanges.map { _ in "" } }
    }
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(named: systemRotor.name) { textRanges.map { _ in "" } }
    }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(named: String(label)) { textRanges.map { _ in "" } }
    }

    /// The entries are made when the view is built, as SwiftUI asks for them when VoiceOver does.
    private func accessibilityRotor(named name: String, entries: @escaping () -> [String]) -> some View {
        accessibilityAttachment(.edit { $0.rotors.append(AccessibilityProperties.Rotor(name: name, entries: entries())) })
    }

    /// `accessibilityRotorEntry(id:in:)`: this view is the element a rotor entry of that id in
    /// that namespace moves to; recorded as the id's description.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        accessibilityAttachment(.edit { $0.rotorEntryID = String(describing: id) })
    }
}
