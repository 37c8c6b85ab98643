import Foundation

/// A string literal for `Text`, as SwiftUI's. The key is what SwiftUI's is: literals as
/// written, each interpolation a format specifier (`"\(count) items"` is `"%lld items"`, a
/// `String` is `%@`), so an interpolated key is looked up in the app's strings tables like a
/// plain one (`_LocalizedStrings`; the `.xcstrings` Xcode extracts hold these keys). The
/// interpolated values wait as `arguments` and are formatted when the text is laid out, with
/// the environment's locale (`String(format:locale:)`): `Text("\(1000)")` reads "1,000" in
/// en_US and "1.000" in de_DE, a `Double` "3.500000" (`%lf`), as on iOS.
///
/// An interpolated `Text` (or a styled date) keeps its own runs: its `%@` stands in the key
/// and is spliced back as the text's runs (`Text.splicing`).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let key: String
    /// The interpolated values, in the order of their specifiers in `key`.
    var arguments: [FormatArgument] = []
    /// The texts interpolated into `key`, the i-th being the argument `.text(i)`.
    var texts: [Text] = []

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        texts = stringInterpolation.texts
    }

    /// The private-use character an interpolated text stands as until `Text` splices it in.
    static func placeholder(_ index: Int) -> Character { Character(Unicode.Scalar(0xF0000 + index)!) }
    static func textIndex(_ character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
              (0xF0000..<0xFFFFE).contains(scalar.value) else { return nil }
        return Int(scalar.value) - 0xF0000
    }

    /// The key formatted in `locale`, Markdown and all, for the places that show it as a plain
    /// string (accessibility labels).
    func plainString(locale: Locale = EnvironmentValues().locale) -> String {
        FormatArgument.format(key, arguments: arguments, locale: locale) { index in texts[index].string }
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [FormatArgument] = []
        var texts: [Text] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// A literal's `%` is doubled, as Xcode writes it in the key ("100%%"): one `%` shows.
        public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
        private mutating func append(_ argument: FormatArgument, specifier: String) {
            key += specifier
            arguments.append(argument)
        }
        public mutating func appendInterpolation(_ string: String) { append(.string(string), specifier: "%@") }
        public mutating func appendInterpolation<T>(_ value: T) { append(.string(String(describing: value)), specifier: "%@") }
        /// A number through its format specifier, as SwiftUI formats it (a `Double` with `%lf`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            append(value._formatArgument, specifier: value._specifier)
        }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(value._formatArgument, specifier: specifier)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            appendInterpolation(Text(input, format: format))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
            appendInterpolation(Text(input, format: format))
        }
        /// The time through a style, as it is when the text is laid out.
        public mutating func appendInterpolation<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
        where V == F.FormatInput, F.FormatOutput == String {
            appendInterpolation(Text(source, format: format))
        }
        public mutating func appendInterpolation<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
        where V == F.FormatInput, F.FormatOutput == AttributedString {
            appendInterpolation(Text(source, format: format))
        }
        /// A timer over the interval, as `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows it.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                                                 showsHours: Bool = true) {
            appendInterpolation(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        }
        /// The name VoiceOver reads for the colour (`UIColor.accessibilityName`), as a word of the text.
        public mutating func appendInterpolation(accessibilityName color: Color) {
            append(.string(UIColor(color).accessibilityName), specifier: "%@")
        }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            append(.string(formatter?.string(for: subject) ?? subject.description), specifier: "%@")
        }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
            append(.string(formatter?.string(for: subject) ?? String(describing: subject)), specifier: "%@")
        }
        public mutating func appendInterpolation(_ text: Text) {
            append(.text(texts.count), specifier: "%@")
            texts.append(text)
        }
        /// An image in the line (`Text("Rated \(Image(systemName: "star.fill")) 4.8")`).
        public mutating func appendInterpolation(_ image: Image) { appendInterpolation(Text(image)) }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { appendInterpolation(Text(date, style: style)) }
    }
}

/// A number SwiftUI formats with a printf specifier when interpolated into a
/// `LocalizedStringKey` (`%lld` for integers, `%lf` for a `Double`, `%f` for a `Float`).
public protocol _FormatSpecifiable: Equatable {
    var _formatArgument: FormatArgument { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .int(Int64(self)) }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .int(Int64(self)) }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .int(Int64(self)) }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .int(Int64(self)) }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .int(self) }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .unsigned(UInt64(self)) }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .unsigned(UInt64(self)) }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .unsigned(UInt64(self)) }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .unsigned(UInt64(self)) }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .unsigned(self) }
    public var _specifier: String { "%llu" }
}
extension Double: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .double(self) }
    public var _specifier: String { "%lf" }
}
extension Float: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .double(Double(self)) }
    public var _specifier: String { "%f" }
}
extension CGFloat: _FormatSpecifiable {
    public var _formatArgument: FormatArgument { .double(Double(self)) }
    public var _specifier: String { "%lf" }
}
