/// Reads a value from the environment of the view being evaluated.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// How the value is read: a key path, or an `@Observable` object by its type.
    let read: (EnvironmentValues) -> Value
    /// For an `@Observable` object read by type: which instance the environment holds (nil:
    /// none), so installing the property records its dependency without reading it. Reading a
    /// missing object traps when the view reads it, not before, as in SwiftUI.
    let instance: ((EnvironmentValues) -> ObjectIdentifier?)?
    let box = EnvironmentBox<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] }; instance = nil }

    init(reading read: @escaping (EnvironmentValues) -> Value, instance: ((EnvironmentValues) -> ObjectIdentifier?)? = nil) {
        self.read = read; self.instance = instance
    }

    public var wrappedValue: Value {
        switch box.installed {
        case .value(let value): return value
        case .environment(let values): return read(values)
        case nil: return read(EnvironmentValues())
        }
    }
}

/// What an installed `Environment` reads from: the value a key path read at installation, or,
/// for an `@Observable` object read by type, the environment itself (the object is read, and a
/// missing one traps, only when the view reads it). A key path's box keeps the value alone:
/// the whole environment would hold whatever the views above put in it, among them closures
/// over the very view that holds the box (a navigation stack's path binding over its root).
final class EnvironmentBox<Value> {
    enum Installed { case value(Value), environment(EnvironmentValues) }
    var installed: Installed?
}

extension Environment: InstallableProperty {
    func install(at site: InstallSite) {
        if let instance {
            box.installed = .environment(site.environment)
            let held = instance(site.environment)
            site.graph.bodies.recordRead { instance($0) == held }
        } else {
            let read = self.read, value = read(site.environment)
            box.installed = .value(value)
            site.graph.bodies.recordRead { valuesEqual(read($0), value) }
        }
    }
}

/// Sendable when its value is, as the iOS 18 SDK declares it (swift-dependencies' `Dependency`
/// stores an `Environment<DependencyValues>` in a `Sendable` struct). Its read closure and box
/// are only used on the graph's thread.
extension Environment: @unchecked Sendable where Value: Sendable {}
