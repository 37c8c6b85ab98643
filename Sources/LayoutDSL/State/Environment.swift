/// Reads a value from the environment of the view being evaluated.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// How the value is read: a key path, or an `@Observable` object by its type.
    let read: (EnvironmentValues) -> Value
    /// For an `@Observable` object read by type: which instance the environment holds (nil:
    /// none), so installing the property records its dependency without reading it. Reading a
    /// missing object traps when the view reads it, not before, as in SwiftUI.
    let instance: ((EnvironmentValues) -> ObjectIdentifier?)?
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] }; instance = nil }

    init(reading read: @escaping (EnvironmentValues) -> Value, instance: ((EnvironmentValues) -> ObjectIdentifier?)? = nil) {
        self.read = read; self.instance = instance
    }

    public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }
}

final class EnvironmentBox {
    var values: EnvironmentValues?
}

extension Environment: InstallableProperty {
    func install(at site: InstallSite) {
        box.values = site.environment
        if let instance {
            let held = instance(site.environment)
            site.graph.bodies.recordRead { instance($0) == held }
        } else {
            let read = self.read, value = read(site.environment)
            site.graph.bodies.recordRead { valuesEqual(read($0), value) }
        }
    }
}

/// Sendable when its value is, as the iOS 18 SDK declares it (swift-dependencies' `Dependency`
/// stores an `Environment<DependencyValues>` in a `Sendable` struct). Its read closure and box
/// are only used on the graph's thread.
extension Environment: @unchecked Sendable where Value: Sendable {}
