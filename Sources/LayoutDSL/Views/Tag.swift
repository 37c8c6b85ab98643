/// `.tag(_:)`: a value a container reads from its child, as SwiftUI's tag trait. Pickers match
/// it against their selection from the view values (`TaggedChildren`); a `TabView` reads it from
/// its pages' nodes (`TagValueKey`). Layout ignores it, so the tagged view draws exactly as the
/// untagged one.
nonisolated public struct _TagModifier<V: Hashable>: ViewModifier {
    let value: V
    public func body(content: Content) -> some View { content.layoutValue(key: TagValueKey.self, value: AnyHashable(value)) }
}

/// The tag on a node, for containers that read their children's nodes.
struct TagValueKey: LayoutValueKey { static let defaultValue: AnyHashable? = nil }

/// A tag of any type, read through `ModifiedContent` without knowing the value's type.
protocol AnyTagModifier { var tagValue: AnyHashable { get } }

extension _TagModifier: AnyTagModifier {
    var tagValue: AnyHashable { AnyHashable(value) }
}

nonisolated extension View {
    /// Tags the view for a picker's selection. `AnyHashable` looks through `Optional`, so a tag
    /// of `V` also matches a selection of `V?` holding it, as iOS 17's `includeOptional: true`
    /// (the default) asks; `includeOptional: false` is accepted and behaves the same.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> ModifiedContent<Self, _TagModifier<V>> {
        modifier(_TagModifier(value: tag))
    }
}
