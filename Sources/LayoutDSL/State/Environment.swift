/// Reads a value from the environment of the view being evaluated.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// How the value is read: a key path, or an `@Observable` object by its type.
    let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    init(reading read: @escaping (EnvironmentValues) -> Value) { self.read = read }

    public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }
}

final class EnvironmentBox {
    var values: EnvironmentValues?
}

extension Environment: InstallableProperty {
    func install(at site: InstallSite) {
        box.values = site.environment
        let read = self.read, value = read(site.environment)
        site.graph.bodies.recordRead { valuesEqual(read($0), value) }
    }
}
