import Foundation

/// A token of a predicate format string (Apple's "Predicate Format String Syntax").
enum PredicateToken: Equatable {
    /// A key, a key path (`category.name`, `items.@count`) or a reserved word, as written.
    case word(String)
    /// A word written with `#` before it: a key even when it is a reserved word.
    case escapedWord(String)
    case string(String)
    case number(String)
    /// A format specifier: `%@`, `%K`, `%d`, `%i`, `%f`, `%lld`…, by its conversion character.
    case argument(Character)
    /// `$name`.
    case variable(String)
    /// An operator or punctuation: `==`, `<=`, `&&`, `(`, `{`, `,`, `[cd]`…
    case symbol(String)

    /// The tokens of a format string; throws on a character no token starts with or an unclosed string.
    static func tokens(_ format: String) throws -> [PredicateToken] {
        var tokens: [PredicateToken] = []
        let characters = Array(format)
        var index = 0
        func peek(_ offset: Int = 0) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while let character = peek() {
            if character.isWhitespace { index += 1; continue }
            if character == "\"" || character == "'" {
                index += 1
                var text = ""
                while let next = peek(), next != character {
                    if next == "\\", let escaped = peek(1) {
                        text.append(["n": "\n", "t": "\t", "r": "\r", "0": "\0"][escaped] ?? escaped)
                        index += 2
                    } else {
                        text.append(next)
                        index += 1
                    }
                }
                guard peek() == character else { throw PredicateFormatError("unterminated string in \"\(format)\"") }
                index += 1
                tokens.append(.string(text))
            } else if character.isNumber || (character == "." && peek(1)?.isNumber == true)
                        || (character == "-" && peek(1)?.isNumber == true && !Self.endsOperand(tokens.last)) {
                var text = String(character)
                index += 1
                while let next = peek(), next.isNumber || next == "." || next == "e" || next == "E"
                        || ((next == "x" || next == "X") && text == "0") || (next.isHexDigit && text.lowercased().hasPrefix("0x"))
                        || ((next == "-" || next == "+") && "eE".contains(text.last!)) {
                    text.append(next)
                    index += 1
                }
                tokens.append(.number(text))
            } else if character == "%" {
                index += 1
                var conversion: Character?
                while let next = peek() {
                    index += 1
                    if next.isLetter && !"lhqLjzt".contains(next) || next == "@" { conversion = next; break }
                }
                guard let conversion else { throw PredicateFormatError("incomplete format specifier in \"\(format)\"") }
                tokens.append(.argument(conversion))
            } else if character == "$" {
                index += 1
                var name = ""
                while let next = peek(), next.isLetter || next.isNumber || next == "_" { name.append(next); index += 1 }
                tokens.append(.variable(name))
            } else if character.isLetter || character == "_" || character == "@" || character == "#" {
                let escaped = character == "#"
                if escaped { index += 1 }
                var word = ""
                while let next = peek(), next.isLetter || next.isNumber || next == "_" || next == "@" || next == "." {
                    word.append(next)
                    index += 1
                }
                tokens.append(escaped ? .escapedWord(word) : .word(word))
            } else if character == "[", let close = characters[index...].firstIndex(of: "]"),
                      characters[(index + 1)..<close].allSatisfy({ "cdnlCDNL".contains($0) }) {
                tokens.append(.symbol(String(characters[index...close]).lowercased()))
                index = close + 1
            } else {
                let two = peek(1).map { String([character, $0]) } ?? ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>!(){},".contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw PredicateFormatError("unexpected \"\(character)\" in \"\(format)\"")
                }
            }
        }
        return tokens
    }

    /// Whether a token ends an operand, so that a `-` after it is not a number's sign.
    private static func endsOperand(_ token: PredicateToken?) -> Bool {
        switch token {
        case .word, .escapedWord, .string, .number, .argument, .variable: return true
        case .symbol(let symbol): return symbol == ")" || symbol == "}"
        case nil: return false
        }
    }
}
