/// Reads a value from the environment of the view being evaluated.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

final class EnvironmentBox {
    var values: EnvironmentValues?
}

extension Environment: InstallableProperty {
    func install(at site: InstallSite) {
        box.values = site.environment
        site.graph.bodies.recordRead(keyPath, value: site.environment[keyPath: keyPath])
    }
}
