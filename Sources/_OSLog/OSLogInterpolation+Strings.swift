extension OSLogInterpolation {
    /// Appends a string (Apple's documentation of `appendInterpolation(_:align:privacy:)`).
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(align, argumentString)
    }

    /// Appends a value's `description`.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
                                                privacy: OSLogPrivacy = .auto) where T: CustomStringConvertible {
        append(align) { value().description }
    }

    /// Appends a type's name, as `String(describing:)` spells it.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(align) { String(describing: value()) }
    }

    /// Appends an object's `description`.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        append(.none) { argumentObject().description }
    }

    /// Appends an error as `String(describing:)` spells it (iOS 14's overload with attributes).
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
                                             attributes: String = "") {
        append(.none) { String(describing: error()) }
    }
}
