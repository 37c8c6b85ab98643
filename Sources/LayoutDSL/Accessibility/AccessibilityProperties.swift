/// What the accessibility modifiers said of a node: plain data on the resolved tree, written to
/// the layout JSON as `"accessibility": {"label", "hint", "value", "hidden", "traits", "heading",
/// "sortPriority", "children", "actions"}` (only what was set), so tests can assert what VoiceOver
/// would be told. The outermost label, hint and value win, as in SwiftUI where a modifier
/// further out overrides one inside; traits accumulate.
public struct AccessibilityProperties: Hashable, Sendable, Encodable {
    public var label: String?
    public var hint: String?
    public var value: String?
    public var isHidden: Bool?
    public var traits = AccessibilityTraits()
    public var removedTraits = AccessibilityTraits()
    public var heading: AccessibilityHeadingLevel?
    public var sortPriority: Double?
    public var children: AccessibilityChildBehavior?
    /// The names of the actions offered ("default", "delete", a named action's name…).
    public var actions: [String] = []

    public init() {}

    enum CodingKeys: String, CodingKey { case label, hint, value, hidden, traits, removedTraits, heading, sortPriority, children, actions }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(isHidden, forKey: .hidden)
        if !traits.names.isEmpty { try container.encode(traits.names, forKey: .traits) }
        if !removedTraits.names.isEmpty { try container.encode(removedTraits.names, forKey: .removedTraits) }
        try container.encodeIfPresent(heading.map { "\($0)" }, forKey: .heading)
        try container.encodeIfPresent(sortPriority, forKey: .sortPriority)
        try container.encodeIfPresent(children?.name, forKey: .children)
        if !actions.isEmpty { try container.encode(actions, forKey: .actions) }
    }
}
