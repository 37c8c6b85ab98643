import Foundation

/// A value interpolated into a `LocalizedStringKey`, kept until the text is laid out so that it
/// is formatted in the environment's locale, as SwiftUI formats a key's arguments
/// (`String(format:locale:arguments:)`: `%lld` of 1000 is "1,000" in en_US, "1.000" in de_DE).
public enum FormatArgument: Hashable, Sendable {
    case int(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    /// The i-th interpolated `Text`, spliced in with its own runs.
    case text(Int)

    /// The argument's number, nil for text: what picks a plural variant (`_PluralFormat`).
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .double(let value): value
        case .string, .text: nil
        }
    }

    /// `format` with its specifiers replaced by `arguments` formatted in `locale`: sequential
    /// (`%lld`) and positional (`%2$@`) specifiers as printf reads them, `%%` as one `%`. A
    /// specifier with no argument, or one of another type, stays as written (`String(format:)`
    /// would read past its arguments).
    static func format(_ format: String, arguments: [FormatArgument], locale: Locale, text: (Int) -> String) -> String {
        var output = ""
        var next = 0
        for segment in FormatSpecifier.segments(of: format) {
            switch segment {
            case .literal(let literal): output += literal
            case .specifier(let specifier):
                let index = specifier.position.map { $0 - 1 } ?? next
                next = index + 1
                guard arguments.indices.contains(index),
                      let formatted = arguments[index].formatted(specifier, locale: locale, text: text) else {
                    output += specifier.written
                    continue
                }
                output += formatted
            }
        }
        return output
    }

    /// `format` ready for the layout-time formatting of its runs: interpolated texts become
    /// their placeholders, every other specifier names its argument's position (`%1$lld`), so
    /// that a run split off by Markdown still finds its own argument.
    static func positional(_ format: String, arguments: [FormatArgument]) -> String {
        var output = ""
        var next = 0
        for segment in FormatSpecifier.segments(of: format) {
            switch segment {
            case .literal(let literal): output += literal.replacingOccurrences(of: "%", with: "%%")
            case .specifier(let specifier):
                let index = specifier.position.map { $0 - 1 } ?? next
                next = index + 1
                if arguments.indices.contains(index), case .text(let text) = arguments[index] {
                    output.append(LocalizedStringKey.placeholder(text))
                } else {
                    output += "%\(index + 1)$" + specifier.body
                }
            }
        }
        return output
    }

    private func formatted(_ specifier: FormatSpecifier, locale: Locale, text: (Int) -> String) -> String? {
        let spec = "%" + specifier.body
        switch (self, specifier.conversion) {
        case (.string(let string), "@"): return string
        case (.text(let index), "@"): return text(index)
        case (.int(let value), "d"), (.int(let value), "i"), (.int(let value), "c"):
            return String(format: spec, locale: locale, value)
        case (.unsigned(let value), "u"), (.unsigned(let value), "x"), (.unsigned(let value), "X"), (.unsigned(let value), "o"):
            return String(format: spec, locale: locale, value)
        case (.int(let value), "u"), (.int(let value), "x"), (.int(let value), "X"), (.int(let value), "o"):
            return String(format: spec, locale: locale, value)
        case (.unsigned(let value), "d"), (.unsigned(let value), "i"):
            return String(format: spec, locale: locale, value)
        case (.double(let value), let conversion) where "eEfFgGaA".contains(conversion):
            return String(format: spec, locale: locale, value)
        default: return nil
        }
    }
}

/// One printf conversion in a format string: `%[n$][flags][width][.precision][length]conversion`
/// (The Open Group's printf, with Foundation's `%@`).
struct FormatSpecifier: Equatable {
    /// The 1-based argument position of `%n$`, nil for the next argument.
    var position: Int?
    /// Flags, width, precision, length and conversion: the specifier without `%` and position.
    var body: String
    var conversion: Character
    /// The specifier as written, shown when it has no argument.
    var written: String

    enum Segment: Equatable {
        case literal(String)
        case specifier(FormatSpecifier)
    }

    private static let conversions = Set("diouxXeEfFgGaAcsSp@")

    /// The format's literals (with `%%` read as `%`) and specifiers, in order. A `%` that starts
    /// no valid specifier is literal.
    static func segments(of format: String) -> [Segment] {
        var segments: [Segment] = []
        var literal = ""
        let characters = Array(format)
        var i = 0
        while i < characters.count {
            guard characters[i] == "%" else { literal.append(characters[i]); i += 1; continue }
            if i + 1 < characters.count, characters[i + 1] == "%" { literal.append("%"); i += 2; continue }
            guard let (specifier, end) = parse(characters, from: i + 1) else { literal.append("%"); i += 1; continue }
            if !literal.isEmpty { segments.append(.literal(literal)); literal = "" }
            segments.append(.specifier(specifier))
            i = end
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return segments
    }

    private static func parse(_ c: [Character], from start: Int) -> (FormatSpecifier, Int)? {
        var i = start
        var position: Int?
        var digits = ""
        while i < c.count, c[i].isASCII, c[i].isNumber { digits.append(c[i]); i += 1 }
        if i < c.count, c[i] == "$", let n = Int(digits), n > 0 { position = n; i += 1 } else { i = start }
        let bodyStart = i
        while i < c.count, "-+ #0'".contains(c[i]) { i += 1 }
        while i < c.count, c[i].isASCII, c[i].isNumber { i += 1 }
        if i < c.count, c[i] == "." {
            i += 1
            while i < c.count, c[i].isASCII, c[i].isNumber { i += 1 }
        }
        while i < c.count, "hlqLzjt".contains(c[i]) { i += 1 }
        guard i < c.count, conversions.contains(c[i]) else { return nil }
        let specifier = FormatSpecifier(position: position, body: String(c[bodyStart...i]), conversion: c[i],
                                        written: "%" + String(c[start...i]))
        return (specifier, i + 1)
    }
}
