/// `@Observable` objects in the environment (iOS 17): `.environment(model)` supplies one for
/// a subtree, keyed by its type; `@Environment(Model.self)` reads it, and a view that reads one
/// depends on which instance it is (its properties are tracked through Observation).
private struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
    /// The `@Observable` object of this type the environment holds (`environment[Model.self]`).
    public subscript<Object: AnyObject & Observable>(objectType: Object.Type) -> Object? {
        get { self[ObservableObjectKey<Object>.self] }
        set { self[ObservableObjectKey<Object>.self] = newValue }
    }
}

extension Environment {
    /// Reads the object of this type an ancestor supplied with `.environment(_:)`; a missing
    /// one traps as in SwiftUI ("No Observable object of type … found").
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { environment in
            guard let object = environment[Value.self] else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for " +
                    "\(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }, instance: { $0[Value.self].map(ObjectIdentifier.init) })
    }

    /// The optional form: nil when no ancestor supplied one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init { $0[T.self] }
    }
}

nonisolated extension View {
    /// Supplies an `@Observable` object to this view's subtree, for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentModifier { $0[T.self] = object })
    }
}

extension Scene {
    /// Supplies an `@Observable` object to every view of this scene, for `@Environment(T.self)`
    /// (https://developer.apple.com/documentation/swiftui/scene/environment(_:)).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        ModifiedScene(content: self, modifier: EnvironmentModifier { $0[T.self] = object })
    }
}
