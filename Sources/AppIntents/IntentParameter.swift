/// `@Parameter(title: "Name") var name: String` in an intent (Apple's documentation of
/// `IntentParameter`, https://developer.apple.com/documentation/appintents/intentparameter): the
/// value Shortcuts or the app sets; `$name` is the parameter itself. Reading a non-optional
/// parameter that has neither a value nor a default traps, as Apple's does.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    let defaultValue: Value?
    private var value: Value?

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                requestValueDialog: IntentDialog? = nil, inputOptions: Any? = nil) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
    }

    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: nil, requestValueDialog: requestValueDialog)
    }

    /// A collection parameter that takes `size` values (iOS 17), or a size by widget family: the
    /// count Shortcuts and a widget's configuration let people pick, which nothing here offers,
    /// so the size is taken and not kept.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            size: IntentCollectionSize) {
        self.init(title: title, description: description, default: defaultValue)
    }

    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            size: [IntentWidgetFamily: IntentCollectionSize]) {
        self.init(title: title, description: description, default: defaultValue)
    }

    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, description: description, default: wrappedValue)
    }

    public var wrappedValue: Value {
        get {
            if let value = value ?? defaultValue { return value }
            if let optional = Value.self as? any ExpressibleByNilLiteral.Type, let none = optional.init(nilLiteral: ()) as? Value {
                return none
            }
            fatalError("The parameter '\(title)' was read before it was set")
        }
        set { value = newValue }
    }

    public var projectedValue: IntentParameter<Value> { self }
}

/// Apple's spelling of the property wrapper in intents: `@Parameter`.
public typealias Parameter = IntentParameter
