/// A localizable string with its interpolations (Apple's `String.LocalizationValue`, iOS 15): its
/// key is the literal with each interpolation replaced by its format specifier, as Xcode
/// extracts it into a string catalog (`"\(count) items"` is `%lld items`), and the values are
/// put back into the translated format in order, or by position (`%2$@`).
extension String {
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The key: the format with specifiers.
        let key: String
        /// Each interpolation as text, in order.
        let arguments: [String]
        /// Each interpolation's number, nil where it is not one: what picks a plural variant.
        let numbers: [Double?]

        public init(_ value: String) { key = value.replacingOccurrences(of: "%", with: "%%"); arguments = []; numbers = [] }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key; arguments = stringInterpolation.arguments; numbers = stringInterpolation.numbers
        }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [String] = []
            var numbers: [Double?] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
            public mutating func appendInterpolation(_ string: String) { append("%@", string) }
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append("%lld", "\(value)", Double(value)) }
            public mutating func appendInterpolation(_ value: Double) { append("%lf", String(format: "%f", value), value) }
            public mutating func appendInterpolation(_ value: Float) { append("%f", String(format: "%f", Double(value)), Double(value)) }
            /// A number with the printf specifier given (`"#\(number, specifier: "%02d")"`): the key holds that
            /// specifier, as the string catalog's entry does.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
                append(specifier, String(format: specifier, Int64(value)), Double(value))
            }
            public mutating func appendInterpolation(_ value: Double, specifier: String) {
                append(specifier, String(format: specifier, value), value)
            }
            public mutating func appendInterpolation(_ value: Float, specifier: String) {
                append(specifier, String(format: specifier, Double(value)), Double(value))
            }
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ value: T) { append("%@", String(describing: value)) }

            private mutating func append(_ specifier: String, _ argument: String, _ number: Double? = nil) {
                key += specifier
                arguments.append(argument)
                numbers.append(number)
            }
        }

        /// `format` (a translation of the key) with the arguments in place of its specifiers.
        func resolved(_ format: String) -> String {
            var result = "", index = 0
            var scanner = format[...]
            while let percent = scanner.firstIndex(of: "%") {
                result += scanner[..<percent]
                var rest = scanner[scanner.index(after: percent)...]
                if rest.first == "%" { result += "%"; scanner = rest.dropFirst(); continue }
                // %[n$][flags/width/length]conversion
                var position: Int?
                if let dollar = rest.firstIndex(of: "$"), let n = Int(rest[..<dollar]) {
                    position = n - 1
                    rest = rest[rest.index(after: dollar)...]
                }
                guard let conversion = rest.firstIndex(where: { "@dDiuUxXoOfFeEgGcsSaA".contains($0) }) else {
                    result += "%"
                    scanner = rest
                    continue
                }
                let slot = position ?? index
                if position == nil { index += 1 }
                result += arguments.indices.contains(slot) ? arguments[slot] : ""
                scanner = rest[rest.index(after: conversion)...]
            }
            return result + scanner
        }
    }

    /// The key's translation in the current language's table, else the key itself.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved(
            _LocalizedStrings.value(of: keyAndValue.key, table: table, bundle: bundle, numbers: keyAndValue.numbers) ?? keyAndValue.key)
    }

    /// The key's translation, else `defaultValue` (what Xcode writes as the development language's value).
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.resolved(
            _LocalizedStrings.value(of: "\(key)", table: table, bundle: bundle, numbers: defaultValue.numbers) ?? defaultValue.key)
    }

    public init(localized resource: LocalizedStringResource) {
        let bundle: Bundle? = switch resource.bundle.kind {
        case .main: nil
        case .url(let url): Bundle(url: url)
        }
        self = resource.defaultValue.resolved(
            _LocalizedStrings.value(of: resource.key, table: resource.table, bundle: bundle, numbers: resource.defaultValue.numbers)
                ?? resource.defaultValue.key)
    }
}
