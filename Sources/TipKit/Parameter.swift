/// `@Parameter static var isLoggedIn = false` in a tip (Apple's documentation of TipKit's
/// `Parameter` macro, https://developer.apple.com/documentation/tipkit/parameter(_:)). Apple's is a
/// macro; here it is a property wrapper of the same spelling: the property reads and writes the
/// datastore's value, and `$isLoggedIn` is the `Tips.Parameter` that `#Rule` tests.
@propertyWrapper
public struct Parameter<Value: Sendable>: Sendable {
    public let projectedValue: Tips.Parameter<Value>

    public init(wrappedValue: Value, _ options: Tips.ParameterOption..., file: String = #fileID, line: Int = #line) {
        projectedValue = Tips.Parameter(id: "\(file):\(line)", defaultValue: wrappedValue)
    }

    public var wrappedValue: Value {
        get { projectedValue.wrappedValue }
        nonmutating set { projectedValue.wrappedValue = newValue }
    }
}
