/// A key for a value a view passes to the container that lays it out (iOS 18's
/// `ContainerValueKey`), read through `Subview.containerValues`.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view passed to its container (iOS 18's `ContainerValues`): set with
/// `containerValue(_:_:)`, read by a custom container from its `Subview`s.
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]
    /// The view's `.tag(_:)`, if it has one.
    var tagValue: AnyHashable?

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The view's tag, if it is of type `V`.
    public func tag<V: Hashable>(for type: V.Type) -> V? { tagValue?.base as? V }

    public func hasTag<V: Hashable>(_ tag: V) -> Bool { self.tag(for: V.self) == tag }
}

/// `containerValue(_:_:)`: the value on the view's node, where its container's subviews read it.
nonisolated struct ContainerValueModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let set: (inout ContainerValues) -> Void
    func annotate(_ node: LayoutNode, in context: BuildContext) {
        var values = node.containerValues
        set(&values)
        node.containerValues = values
    }
}

extension LayoutNode {
    /// The values the node's view passed to its container (kept with the layout values, which
    /// are the same kind of thing for custom layouts).
    var containerValues: ContainerValues {
        get { layoutValues[ObjectIdentifier(ContainerValues.self)] as? ContainerValues ?? ContainerValues() }
        set { layoutValues[ObjectIdentifier(ContainerValues.self)] = newValue }
    }
}

nonisolated extension View {
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueModifier { $0[keyPath: keyPath] = value })
    }
}
