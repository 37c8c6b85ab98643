/// A type-erased list of the values pushed on a `NavigationStack`, as SwiftUI's
/// `NavigationPath`: each value is shown by the `navigationDestination(for:)` registered for
/// its type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map(AnyHashable.init) }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removing more values than the path holds empties it (SwiftUI traps; a bad count here
    /// must not crash a render).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}
