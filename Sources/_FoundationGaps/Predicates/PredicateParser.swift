import Foundation

/// Parses a predicate format string (Apple's "Predicate Format String Syntax") into a
/// `PredicateNode`, taking the arguments of its format specifiers in order: `%@` a value (an
/// object, a string, a number, a date, a collection), `%K` a key path, `%d` `%i` `%ld` `%lld`
/// `%u` integers, `%f` `%lf` `%g` floating-point numbers.
///
///     predicate   = or
///     or          = and { ("OR" | "||") and }
///     and         = not { ("AND" | "&&") not }
///     not         = ("NOT" | "!") not | "(" predicate ")" | "TRUEPREDICATE" | "FALSEPREDICATE" | comparison
///     comparison  = ["ANY" | "SOME" | "ALL" | "NONE"] expression operator ["[c]" | "[d]" | "[cd]"] expression
///     expression  = key path | "SELF" | string | number | "YES" | "NO" | "TRUE" | "FALSE" | "nil" | "NULL"
///                 | "%@" | "%K" | "%d"… | "$variable" | "{" expression { "," expression } "}"
///
/// Reserved words are case-insensitive; a key that is one is written with `#` before it.
struct PredicateParser {
    private let tokens: [PredicateToken]
    private var arguments: [Any?]
    private var position = 0

    init(format: String, arguments: [Any?]) throws {
        tokens = try PredicateToken.tokens(format)
        self.arguments = arguments
    }

    /// The whole format string as one predicate.
    static func parse(_ format: String, arguments: [Any?]) throws -> PredicateNode {
        var parser = try PredicateParser(format: format, arguments: arguments)
        let node = try parser.or()
        guard parser.position == parser.tokens.count else {
            throw PredicateFormatError("unexpected \(parser.tokens[parser.position]) in \"\(format)\"")
        }
        return node
    }

    private var current: PredicateToken? { position < tokens.count ? tokens[position] : nil }

    /// Whether the current token is the reserved word (any case) or symbol, consuming it if so.
    private mutating func accept(_ words: String...) -> Bool {
        let matched: Bool
        switch current {
        case .word(let word): matched = words.contains { $0.uppercased() == word.uppercased() }
        case .symbol(let symbol): matched = words.contains(symbol)
        default: matched = false
        }
        if matched { position += 1 }
        return matched
    }

    private mutating func or() throws -> PredicateNode {
        var nodes = [try and()]
        while accept("OR", "||") { nodes.append(try and()) }
        return nodes.count == 1 ? nodes[0] : .or(nodes)
    }

    private mutating func and() throws -> PredicateNode {
        var nodes = [try not()]
        while accept("AND", "&&") { nodes.append(try not()) }
        return nodes.count == 1 ? nodes[0] : .and(nodes)
    }

    private mutating func not() throws -> PredicateNode {
        if accept("NOT", "!") { return .not(try not()) }
        if accept("TRUEPREDICATE") { return .constant(true) }
        if accept("FALSEPREDICATE") { return .constant(false) }
        if case .symbol("(") = current {
            // A parenthesized predicate, unless what follows the parentheses is an operator.
            let start = position
            position += 1
            if let node = try? or(), accept(")"), !isOperatorAhead { return node }
            position = start
        }
        return try comparison()
    }

    private var isOperatorAhead: Bool {
        var probe = self
        return (try? probe.comparisonOperator()) != nil
    }

    private mutating func comparison() throws -> PredicateNode {
        var modifier = PredicateNode.Comparison.Modifier.direct
        if accept("ANY", "SOME") { modifier = .any } else if accept("ALL") { modifier = .all } else if accept("NONE") { modifier = .none }
        let left = try expression()
        let operation = try comparisonOperator()
        var caseInsensitive = false, diacriticInsensitive = false
        if case .symbol(let symbol) = current, symbol.hasPrefix("[") {
            caseInsensitive = symbol.contains("c")
            diacriticInsensitive = symbol.contains("d")
            position += 1
        }
        let right = try expression()
        return .comparison(.init(modifier: modifier, left: left, operation: operation, caseInsensitive: caseInsensitive,
                                 diacriticInsensitive: diacriticInsensitive, right: right))
    }

    /// The comparison operator: a symbol, or a word in any case (`CONTAINS`, `in`).
    private mutating func comparisonOperator() throws -> PredicateNode.Comparison.Operator {
        let symbols: [String: PredicateNode.Comparison.Operator] = [
            "==": .equal, "=": .equal, "!=": .notEqual, "<>": .notEqual, "<": .less, "<=": .lessOrEqual, "=<": .lessOrEqual,
            ">": .greater, ">=": .greaterOrEqual, "=>": .greaterOrEqual,
        ]
        switch current {
        case .symbol(let symbol):
            guard let operation = symbols[symbol] else { break }
            position += 1
            return operation
        case .word(let word):
            if let operation = PredicateNode.Comparison.Operator(rawValue: word.uppercased()) {
                position += 1
                return operation
            }
        default: break
        }
        throw PredicateFormatError("expected a comparison operator at \(current.map { "\($0)" } ?? "the end")")
    }

    private mutating func expression() throws -> PredicateNode.Expression {
        guard let token = current else { throw PredicateFormatError("expected a value at the end") }
        position += 1
        switch token {
        case .string(let text): return .constant(text)
        case .number(let text): return .constant(Self.number(text))
        case .variable(let name): return .variable(name)
        case .escapedWord(let word): return .keyPath(word)
        case .argument(let conversion): return try argument(conversion)
        case .symbol("{"):
            var items: [PredicateNode.Expression] = []
            if !accept("}") {
                repeat { items.append(try expression()) } while accept(",")
                guard accept("}") else { throw PredicateFormatError("expected \"}\"") }
            }
            return .aggregate(items)
        case .word(let word):
            switch word.uppercased() {
            case "YES", "TRUE": return .constant(true)
            case "NO", "FALSE": return .constant(false)
            case "NIL", "NULL": return .constant(nil)
            case "SELF": return .keyPath("self")
            default:
                if word.uppercased().hasPrefix("SELF.") { return .keyPath(String(word.dropFirst(5))) }
                return .keyPath(word)
            }
        case .symbol(let symbol):
            throw PredicateFormatError("unexpected \"\(symbol)\"")
        }
    }

    /// The next argument, as the specifier takes it.
    private mutating func argument(_ conversion: Character) throws -> PredicateNode.Expression {
        guard !arguments.isEmpty else { throw PredicateFormatError("more format specifiers than arguments") }
        let value = KeyValue.flattened(arguments.removeFirst())
        switch conversion {
        case "K":
            guard let key = value as? String else { throw PredicateFormatError("%K needs a string, not \(KeyValue.describe(value))") }
            return .keyPath(key)
        case "d", "i", "u", "D", "U", "c", "o", "x", "X":
            return .constant(KeyValue.number(value).map { Int64($0) } ?? value)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            return .constant(KeyValue.number(value) ?? value)
        default:
            return .constant(value)
        }
    }

    /// A number literal: an integer when it is one, else a floating-point number.
    static func number(_ text: String) -> Any {
        if text.lowercased().hasPrefix("0x"), let value = Int64(text.dropFirst(2), radix: 16) { return value }
        if let value = Int64(text) { return value }
        return Double(text) ?? 0
    }
}
