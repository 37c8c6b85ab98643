/// `tag(_:)`: the value that selects this view in a `TabView` (or a `Picker`), carried on its
/// node for the container to read.
struct TagValueKey: LayoutValueKey { static let defaultValue: AnyHashable? = nil }

extension View {
    public func tag<V: Hashable>(_ tag: V) -> some View { layoutValue(key: TagValueKey.self, value: AnyHashable(tag)) }
}
