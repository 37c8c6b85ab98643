/// A key for a value passed down the view tree.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values passed down the view tree. Stored as a persistent list (each `environment` modifier
/// adds one link), so setting a value for a subtree does not copy the others.
public struct EnvironmentValues: CustomStringConvertible {
    private final class Link {
        let key: ObjectIdentifier
        let value: Any
        let next: Link?
        /// The layout direction of the environment this link heads: building reads it for
        /// every view (see `BuildContext`), so it is kept in each link rather than looked up,
        /// and the environment stays one reference.
        let layoutDirection: LayoutDirection
        init(key: ObjectIdentifier, value: Any, next: Link?, layoutDirection: LayoutDirection) {
            self.key = key; self.value = value; self.next = next; self.layoutDirection = layoutDirection
        }
    }
    private var head: Link?

    var storedLayoutDirection: LayoutDirection {
        get { head?.layoutDirection ?? .leftToRight }
        set { head = Link(key: ObjectIdentifier(LayoutDirection.self), value: newValue, next: head, layoutDirection: newValue) }
    }

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var link = head
            while let current = link {
                if current.key == id { return current.value as! K.Value }
                link = current.next
            }
            return K.defaultValue
        }
        set { head = Link(key: ObjectIdentifier(key), value: newValue, next: head, layoutDirection: head?.layoutDirection ?? .leftToRight) }
    }

    public var description: String { "EnvironmentValues" }
}

/// Changes the environment of the modified view's subtree.
nonisolated struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let update: (inout EnvironmentValues) -> Void

    func contentContext(_ context: BuildContext) -> BuildContext {
        var environment = context.environment
        update(&environment)
        return context.with(environment: environment)
    }
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList { content }
}

nonisolated extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }
}

extension Scene {
    /// Sets an environment value for every view of this scene
    /// (https://developer.apple.com/documentation/swiftui/scene/environment(_:_:)).
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        ModifiedScene(content: self, modifier: EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
    /// Transforms an environment value for every view of this scene
    /// (https://developer.apple.com/documentation/swiftui/scene/transformenvironment(_:transform:)).
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                                    transform: @escaping (inout V) -> Void) -> some Scene {
        ModifiedScene(content: self, modifier: EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }
}
