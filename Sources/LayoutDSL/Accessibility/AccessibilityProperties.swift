/// What the accessibility modifiers said of a node: plain data on the resolved tree, written to
/// the layout JSON as `"accessibility": {"label", "hint", "value", "hidden", "traits", "heading",
/// "sortPriority", "children", "actions", …}` (only what was set), so tests can assert what
/// VoiceOver would be told. The outermost label, hint and value win, as in SwiftUI where a
/// modifier further out overrides one inside; traits accumulate.
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
    /// The categories `accessibilityActions(category:_:)` groups actions under ("default", "edit").
    public var actionCategories: [String] = []
    /// What Voice Control answers to (`accessibilityInputLabels`), most relevant first.
    public var inputLabels: [String] = []
    /// Where a double tap activates the element (`accessibilityActivationPoint`).
    public var activationPoint: Point?
    /// The points assistive technologies offer for a drag (`accessibilityDragPoint`) or a drop
    /// (`accessibilityDropPoint`), each with its description.
    public var dragPoints: [DescribedPoint] = []
    public var dropPoints: [DescribedPoint] = []
    /// More information VoiceOver reads on request (`accessibilityCustomContent`), by key.
    public var customContent: [CustomContent] = []
    /// The names of the direct-touch options when the view is a direct-touch area
    /// (`accessibilityDirectTouch`): `[]` for one without options.
    public var directTouchOptions: [String]?
    /// The kind of text the element holds (`accessibilityTextContentType`).
    public var textContentType: String?
    /// The custom rotors the element offers (`accessibilityRotor`), with their entries' labels.
    public var rotors: [Rotor] = []
    /// The entry of a rotor this view is (`accessibilityRotorEntry(id:in:)`).
    public var rotorEntryID: String?
    /// The pair this view is the label or content of (`accessibilityLabeledPair`): `"label"` or
    /// `"content"` and the pair's id.
    public var labeledPair: [String]?
    /// The group of elements navigated together (`accessibilityLinkedGroup`), by id.
    public var linkedGroup: String?
    /// How VoiceOver speaks the element's text (the `speech…` modifiers).
    public var speech: Speech?
    /// What VoiceOver announces as a scroll view's position while it scrolls
    /// (`accessibilityScrollStatus`, iOS 26), in place of the default "page 2 of 5".
    public var scrollStatus: String?

    public init() {}

    /// A point: in the element's coordinates, or a `UnitPoint` of its bounds (`unit`).
    public struct Point: Hashable, Sendable, Encodable {
        public var x: Double, y: Double
        public var unit: Bool
        init(_ point: CGPoint) { x = point.x; y = point.y; unit = false }
        init(_ point: UnitPoint) { x = point.x; y = point.y; unit = true }
    }

    public struct DescribedPoint: Hashable, Sendable, Encodable {
        public var point: Point
        public var description: String
    }

    public struct CustomContent: Hashable, Sendable, Encodable {
        public var id: String
        public var label: String
        public var value: String
        /// `"default"` or `"high"` (read with the element, not only on request).
        public var importance: String
    }

    public struct Rotor: Hashable, Sendable, Encodable {
        public var name: String
        public var entries: [String]
    }

    public struct Speech: Hashable, Sendable, Encodable {
        public var adjustedPitch: Double?
        public var alwaysIncludesPunctuation: Bool?
        public var announcementsQueued: Bool?
        public var spellsOutCharacters: Bool?
    }

    enum CodingKeys: String, CodingKey {
        case label, hint, value, hidden, traits, removedTraits, heading, sortPriority, children, actions, actionCategories
        case inputLabels, activationPoint, dragPoints, dropPoints, customContent, directTouchOptions, textContentType
        case rotors, rotorEntryID, labeledPair, linkedGroup, speech
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(isHidden, forKey: .hidden)
        try container.encodeUnlessEmpty(traits.names, forKey: .traits)
        try container.encodeUnlessEmpty(removedTraits.names, forKey: .removedTraits)
        try container.encodeIfPresent(heading.map { "\($0)" }, forKey: .heading)
        try container.encodeIfPresent(sortPriority, forKey: .sortPriority)
        try container.encodeIfPresent(children?.name, forKey: .children)
        try container.encodeUnlessEmpty(actions, forKey: .actions)
        try container.encodeUnlessEmpty(actionCategories, forKey: .actionCategories)
        try container.encodeUnlessEmpty(inputLabels, forKey: .inputLabels)
        try container.encodeIfPresent(activationPoint, forKey: .activationPoint)
        try container.encodeUnlessEmpty(dragPoints, forKey: .dragPoints)
        try container.encodeUnlessEmpty(dropPoints, forKey: .dropPoints)
        try container.encodeUnlessEmpty(customContent, forKey: .customContent)
        try container.encodeIfPresent(directTouchOptions, forKey: .directTouchOptions)
        try container.encodeIfPresent(textContentType, forKey: .textContentType)
        try container.encodeUnlessEmpty(rotors, forKey: .rotors)
        try container.encodeIfPresent(rotorEntryID, forKey: .rotorEntryID)
        try container.encodeIfPresent(labeledPair, forKey: .labeledPair)
        try container.encodeIfPresent(linkedGroup, forKey: .linkedGroup)
        try container.encodeIfPresent(speech, forKey: .speech)
    }
}

private extension KeyedEncodingContainer {
    mutating func encodeUnlessEmpty<T: Encodable>(_ values: [T], forKey key: Key) throws {
        if !values.isEmpty { try encode(values, forKey: key) }
    }
}
