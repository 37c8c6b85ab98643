/// A key for a value a view passes to its container's layout: `.layoutValue(key:value:)`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

nonisolated struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, NodeAnnotation {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let value: K.Value
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.layoutValues[ObjectIdentifier(K.self)] = value }
}

nonisolated extension View {
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}
