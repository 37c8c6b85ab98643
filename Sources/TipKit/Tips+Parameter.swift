extension Tips {
    /// A value rules test (Apple's documentation of `Tips.Parameter`): what `$name` of an
    /// `@Parameter static var name` is. Its value is kept in the datastore under its id.
    public struct Parameter<Value: Sendable>: Sendable {
        public let id: String
        let defaultValue: Value

        public init(_ type: Any.Type, _ name: String, _ defaultValue: Value, _ options: Tips.ParameterOption...) {
            id = "\(String(reflecting: type)).\(name)"
            self.defaultValue = defaultValue
        }

        init(id: String, defaultValue: Value) {
            self.id = id
            self.defaultValue = defaultValue
        }

        /// The value in the datastore, or the default.
        public var wrappedValue: Value {
            get { Tips.locked { $0.parameters[id] as? Value } ?? defaultValue }
            nonmutating set { Tips.locked { $0.parameters[id] = newValue } }
        }

        public var value: Value {
            get { wrappedValue }
            nonmutating set { wrappedValue = newValue }
        }
    }

    /// How a parameter is kept (Apple's documentation of `Tips.ParameterOption`).
    public struct ParameterOption: Sendable {
        public static let transient = ParameterOption()
    }
}
