/// `GeneratedContent` as JSON text (RFC 8259), both ways, keeping an object's keys in order:
/// Foundation's `JSONSerialization` returns dictionaries, which lose it.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
enum GeneratedContentJSON {
    static func text(of content: GeneratedContent) -> String {
        switch content.kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            return value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
        case .string(let value): return quoted(value)
        case .array(let elements): return "[" + elements.map(text(of:)).joined(separator: ",") + "]"
        case .structure(let properties, let keys):
            return "{" + keys.compactMap { key in properties[key].map { quoted(key) + ":" + text(of: $0) } }.joined(separator: ",") + "}"
        }
    }

    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    struct Parser {
        private let scalars: [Unicode.Scalar]
        private var index = 0

        init(_ text: String) { scalars = Array(text.unicodeScalars) }

        mutating func document() throws -> GeneratedContent {
            let value = try self.value()
            skipSpace()
            guard index == scalars.count else { throw failure("text after the value") }
            return value
        }

        private func failure(_ what: String) -> LanguageModelSession.GenerationError {
            .decodingFailure(.init(debugDescription: "Invalid JSON: \(what) at offset \(index)"))
        }

        private mutating func skipSpace() {
            while index < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[index]) { index += 1 }
        }

        private mutating func take(_ literal: String) -> Bool {
            let wanted = Array(literal.unicodeScalars)
            guard index + wanted.count <= scalars.count, Array(scalars[index..<index + wanted.count]) == wanted else { return false }
            index += wanted.count
            return true
        }

        private mutating func value() throws -> GeneratedContent {
            skipSpace()
            guard index < scalars.count else { throw failure("end of text") }
            switch scalars[index] {
            case "{": return try object()
            case "[": return try array()
            case "\"": return GeneratedContent(kind: .string(try string()))
            default:
                if take("null") { return GeneratedContent(kind: .null) }
                if take("true") { return GeneratedContent(kind: .bool(true)) }
                if take("false") { return GeneratedContent(kind: .bool(false)) }
                return GeneratedContent(kind: .number(try number()))
            }
        }

        private mutating func object() throws -> GeneratedContent {
            index += 1
            var properties: [String: GeneratedContent] = [:], keys: [String] = []
            skipSpace()
            if take("}") { return GeneratedContent(kind: .structure(properties: [:], orderedKeys: [])) }
            repeat {
                skipSpace()
                guard index < scalars.count, scalars[index] == "\"" else { throw failure("a key expected") }
                let key = try string()
                skipSpace()
                guard take(":") else { throw failure("':' expected") }
                if properties.updateValue(try value(), forKey: key) == nil { keys.append(key) }
                skipSpace()
            } while take(",")
            guard take("}") else { throw failure("'}' expected") }
            return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
        }

        private mutating func array() throws -> GeneratedContent {
            index += 1
            var elements: [GeneratedContent] = []
            skipSpace()
            if take("]") { return GeneratedContent(kind: .array([])) }
            repeat { elements.append(try value()); skipSpace() } while take(",")
            guard take("]") else { throw failure("']' expected") }
            return GeneratedContent(kind: .array(elements))
        }

        private mutating func string() throws -> String {
            index += 1
            var out = String.UnicodeScalarView()
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                switch scalar {
                case "\"": return String(out)
                case "\\":
                    guard index < scalars.count else { throw failure("escape at end") }
                    let escape = scalars[index]
                    index += 1
                    switch escape {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "b": out.append("\u{8}")
                    case "f": out.append("\u{c}")
                    case "u":
                        let digits = index + 4 <= scalars.count ? String(String.UnicodeScalarView(scalars[index..<index + 4])) : ""
                        guard let code = UInt32(digits, radix: 16) else { throw failure("bad \\u escape") }
                        index += 4
                        out.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    default: out.append(escape)
                    }
                default: out.append(scalar)
                }
            }
            throw failure("unterminated string")
        }

        private mutating func number() throws -> Double {
            let start = index
            while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard let number = Double(String(String.UnicodeScalarView(scalars[start..<index]))) else { throw failure("a value expected") }
            return number
        }
    }
}
