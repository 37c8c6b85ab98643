extension OSLogInterpolation {
    /// Appends an integer in `format` (Apple's documentation of
    /// `appendInterpolation(_:format:align:privacy:)`).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(align) { format.format(number()) }
    }

    /// Appends an integer of any width in `format`.
    public mutating func appendInterpolation<T>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
                                                align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto)
        where T: FixedWidthInteger {
        append(align) { format.format(number()) }
    }

    /// Appends an integer with Instruments' attributes (not used here).
    public mutating func appendInterpolation<T>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
                                                align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
                                                attributes: String) where T: FixedWidthInteger {
        append(align) { format.format(number()) }
    }

    /// Appends a double in `format`, fixed-point with six digits by default as `%f`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(align) { format.format(number()) }
    }

    /// Appends a double with Instruments' attributes (not used here).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
                                             attributes: String) {
        append(align) { format.format(number()) }
    }

    /// Appends a float in `format`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(align) { format.format(Double(number())) }
    }

    /// Appends a Boolean as `true`/`false` or, with `.answer`, `YES`/`NO`.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        append(.none) { format.format(boolean()) }
    }
}
