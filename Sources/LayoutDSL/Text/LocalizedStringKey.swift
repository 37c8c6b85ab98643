import Foundation

/// A string literal for `Text`, as SwiftUI's. A key without interpolations is looked up in the
/// app's strings tables (`LocalizedStringTable`), else it is the text. Interpolations follow SwiftUI's `LocalizedStringKey.StringInterpolation`: values are
/// formatted as its format specifiers would (a `Double` with `%lf`: "3.500000"), format
/// styles and formatters format their value, and an interpolated `Text` (or a styled date)
/// keeps its own runs: it stands in the key as a private-use character until `Text` splices it.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let key: String
    /// The texts interpolated into `key`, the i-th standing there as U+F0000 + i.
    var texts: [Text] = []
    /// Whether the key was written with interpolations: such a key is shown formatted, not looked up.
    var isInterpolated = false

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        texts = stringInterpolation.texts
        isInterpolated = true
    }

    static func placeholder(_ index: Int) -> Character { Character(Unicode.Scalar(0xF0000 + index)!) }
    static func textIndex(_ character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
              (0xF0000..<0xFFFFE).contains(scalar.value) else { return nil }
        return Int(scalar.value) - 0xF0000
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var texts: [Text] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ string: String) { output += string }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        /// A number through its format specifier, as SwiftUI formats it (a `Double` with `%lf`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            output += String(format: value._specifier, value._arg)
        }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { output += String(format: specifier, value) }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            output += format.locale(EnvironmentValues().locale).format(input)
        }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }
        public mutating func appendInterpolation(_ text: Text) {
            output.append(LocalizedStringKey.placeholder(texts.count))
            texts.append(text)
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { appendInterpolation(Text(date, style: style)) }
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { lhs.key == rhs.key && lhs.texts == rhs.texts }
}

/// A number SwiftUI formats with a printf specifier when interpolated into a
/// `LocalizedStringKey` (`%lld` for integers, `%lf` for a `Double`, `%f` for a `Float`).
public protocol _FormatSpecifiable: Equatable {
    var _arg: CVarArg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: CVarArg { Int64(self) }; public var _specifier: String { "%lld" } }
extension Int32: _FormatSpecifiable { public var _arg: CVarArg { Int64(self) }; public var _specifier: String { "%lld" } }
extension Int64: _FormatSpecifiable { public var _arg: CVarArg { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: CVarArg { UInt64(self) }; public var _specifier: String { "%llu" } }
extension UInt64: _FormatSpecifiable { public var _arg: CVarArg { self }; public var _specifier: String { "%llu" } }
extension Double: _FormatSpecifiable { public var _arg: CVarArg { self }; public var _specifier: String { "%lf" } }
extension Float: _FormatSpecifiable { public var _arg: CVarArg { Double(self) }; public var _specifier: String { "%f" } }
extension CGFloat: _FormatSpecifiable { public var _arg: CVarArg { Double(self) }; public var _specifier: String { "%lf" } }
