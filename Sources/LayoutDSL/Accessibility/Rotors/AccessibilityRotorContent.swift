/// What an accessibility rotor is made of (Apple's documentation of `AccessibilityRotorContent`):
/// `AccessibilityRotorEntry`s, and `ForEach`es of them, composed with
/// `AccessibilityRotorContentBuilder`. The rotor a view offers is recorded with its entries'
/// labels in `AccessibilityProperties.rotors`; VoiceOver, which would let the user move
/// through them, is not here.
@MainActor @preconcurrency public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent
    @AccessibilityRotorContentBuilder var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

/// Rotor content that is its entries, not a body.
protocol PrimitiveAccessibilityRotorContent {
    var rotorEntryLabels: [String] { get }
}

extension PrimitiveAccessibilityRotorContent {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) is primitive rotor content; it has no body") }
}

nonisolated extension AccessibilityRotorContent {
    /// The labels of the entries the content makes, its body's when it has one.
    var resolvedRotorEntryLabels: [String] {
        if let primitive = self as? PrimitiveAccessibilityRotorContent { return primitive.rotorEntryLabels }
        return mainActorUnchecked { body }.resolvedRotorEntryLabels
    }
}

/// A builder block's entries (what `AccessibilityRotorContentBuilder` makes of a block).
nonisolated public struct _AccessibilityRotorContentList: AccessibilityRotorContent, PrimitiveAccessibilityRotorContent {
    let rotorEntryLabels: [String]
}

/// Builds rotor content from closures (Apple's documentation of `AccessibilityRotorContentBuilder`).
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content)
        -> some AccessibilityRotorContent {
        var labels: [String] = []
        for item in repeat each content { labels += item.resolvedRotorEntryLabels }
        return _AccessibilityRotorContentList(rotorEntryLabels: labels)
    }
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent {
        _AccessibilityRotorContentList(rotorEntryLabels: content?.resolvedRotorEntryLabels ?? [])
    }
}

/// A `ForEach` of rotor entries, one or more an element.
extension ForEach: AccessibilityRotorContent, PrimitiveAccessibilityRotorContent where Content: AccessibilityRotorContent {
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element)
        -> Content) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    var rotorEntryLabels: [String] { data.flatMap { content($0).resolvedRotorEntryLabels } }
}
