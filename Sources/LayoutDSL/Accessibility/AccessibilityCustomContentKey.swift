/// The key of an entry of custom accessibility content: its label and the id entries are
/// replaced by (Apple's documentation of `AccessibilityCustomContentKey`). Without an id the
/// label's key is the id.
public struct AccessibilityCustomContentKey {
    let label: String
    let id: String

    public init(_ label: Text, id: String) { self.label = label.string; self.id = id }
    public init(_ labelKey: LocalizedStringKey, id: String) { label = labelKey.plainString(); self.id = id }
    public init(_ labelKey: LocalizedStringKey) { self.init(labelKey, id: labelKey.key) }
}
