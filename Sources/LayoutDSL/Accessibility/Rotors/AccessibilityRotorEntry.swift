/// One stop of a custom rotor (Apple's documentation of `AccessibilityRotorEntry`): a label, the
/// id of the element it moves to (with `accessibilityRotorEntry(id:in:)` in a namespace, or an
/// element of a `ForEach`), and optionally a range of that element's text. An entry of a text
/// range without a label is recorded with an empty label.
nonisolated public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, PrimitiveAccessibilityRotorContent {
    let label: String

    var rotorEntryLabels: [String] { [label] }

    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label.string
    }
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        label = labelKey.plainString()
    }
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = label.string
    }
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        label = labelKey.plainString()
    }
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = String(label)
    }
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never {
        self.label = label?.string ?? ""
    }
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        label = labelKey.plainString()
    }
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never {
        self.label = String(label)
    }
}
