import Foundation

/// A parsed predicate format string, evaluated against an object as Core Data evaluates a
/// predicate in memory (Apple's "Predicate Programming Guide": comparisons, string
/// comparisons with `[c]` and `[d]`, aggregate operations, `ANY`/`ALL`/`NONE` on to-many
/// relationships, compound predicates).
indirect enum PredicateNode {
    case constant(Bool)
    case and([PredicateNode])
    case or([PredicateNode])
    case not(PredicateNode)
    case comparison(Comparison)

    struct Comparison {
        enum Modifier { case direct, any, all, none }
        enum Operator: String {
            case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
            case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE", matches = "MATCHES"
            case `in` = "IN", between = "BETWEEN"
        }
        var modifier: Modifier
        var left: Expression
        var operation: Operator
        var caseInsensitive: Bool
        var diacriticInsensitive: Bool
        var right: Expression
    }

    indirect enum Expression {
        case keyPath(String)
        case constant(Any?)
        case aggregate([Expression])
        case variable(String)

        func value(_ object: Any?, _ bindings: [String: Any]?) -> Any? {
            switch self {
            case .keyPath(let path):
                let trimmed = path.hasPrefix("SELF.") || path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
                return KeyValue.value(of: object, atPath: trimmed)
            case .constant(let value): return value
            case .aggregate(let items): return items.map { $0.value(object, bindings) as Any }
            case .variable(let name): return bindings?[name]
            }
        }
    }

    func evaluate(_ object: Any?, _ bindings: [String: Any]?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .and(let nodes): return nodes.allSatisfy { $0.evaluate(object, bindings) }
        case .or(let nodes): return nodes.contains { $0.evaluate(object, bindings) }
        case .not(let node): return !node.evaluate(object, bindings)
        case .comparison(let comparison): return comparison.evaluate(object, bindings)
        }
    }
}

extension PredicateNode.Comparison {
    func evaluate(_ object: Any?, _ bindings: [String: Any]?) -> Bool {
        let leftValue = left.value(object, bindings)
        let rightValue = right.value(object, bindings)
        // A key path through a to-many relationship compares each of its values: `ANY` unless said otherwise.
        let elements = KeyValue.elements(of: leftValue)
        switch modifier {
        case .direct where elements == nil || operation == .contains || (operation == .equal && KeyValue.elements(of: rightValue) != nil):
            return compare(leftValue, rightValue)
        case .direct, .any: return (elements ?? []).contains { compare($0, rightValue) }
        case .all: return (elements ?? []).allSatisfy { compare($0, rightValue) }
        case .none: return !(elements ?? []).contains { compare($0, rightValue) }
        }
    }

    /// One value against the right-hand value.
    func compare(_ left: Any?, _ right: Any?) -> Bool {
        let left = KeyValue.flattened(left), right = KeyValue.flattened(right)
        switch operation {
        case .equal: return equal(left, right)
        case .notEqual: return !equal(left, right)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard left != nil, right != nil else { return false }
            let order = ordered(left, right)
            switch operation {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .beginsWith, .endsWith, .like, .matches:
            guard let text = left.map(string), let pattern = right.map(string) else { return false }
            let (subject, needle) = (fold(text), fold(pattern))
            switch operation {
            case .beginsWith: return subject.hasPrefix(needle)
            case .endsWith: return subject.hasSuffix(needle)
            case .like: return matches(subject, Self.likePattern(needle), foldedAlready: true)
            default: return matches(text, pattern, foldedAlready: false)
            }
        case .contains:
            if let elements = KeyValue.elements(of: left) { return elements.contains { equal($0, right) } }
            guard let text = left.map(string), let needle = right.map(string) else { return false }
            return fold(text).contains(fold(needle))
        case .in:
            if let elements = KeyValue.elements(of: right) { return elements.contains { equal(left, $0) } }
            guard let text = right.map(string), let needle = left.map(string) else { return false }
            return fold(text).contains(fold(needle))
        case .between:
            guard let bounds = KeyValue.elements(of: right), bounds.count == 2, left != nil else { return false }
            return ordered(left, bounds[0]) != .orderedAscending && ordered(left, bounds[1]) != .orderedDescending
        }
    }

    private func equal(_ left: Any?, _ right: Any?) -> Bool {
        if let left = left as? String, let right = right as? String { return fold(left) == fold(right) }
        return KeyValue.equal(left, right)
    }

    private func ordered(_ left: Any?, _ right: Any?) -> ComparisonResult {
        if let left = left as? String, let right = right as? String { return fold(left).compare(fold(right)) }
        return KeyValue.compare(left, right)
    }

    private func string(_ value: Any) -> String { value as? String ?? String(describing: value) }

    /// The text as the options compare it: lowercased for `[c]`, without accents for `[d]`.
    private func fold(_ text: String) -> String {
        var options: String.CompareOptions = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? text : text.folding(options: options, locale: nil)
    }

    /// Whether the whole text matches the regular expression (ICU's syntax, as `MATCHES` takes it).
    private func matches(_ text: String, _ pattern: String, foldedAlready: Bool) -> Bool {
        var options: NSRegularExpression.Options = [.dotMatchesLineSeparators]
        if caseInsensitive && !foldedAlready { options.insert(.caseInsensitive) }
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: options) else { return false }
        let subject = diacriticInsensitive && !foldedAlready ? text.folding(options: .diacriticInsensitive, locale: nil) : text
        return expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }

    /// `LIKE`'s wildcards (`*` any characters, `?` one) as a regular expression, the rest literal.
    static func likePattern(_ like: String) -> String {
        var pattern = ""
        var escaping = false
        for character in like {
            if escaping { pattern += NSRegularExpression.escapedPattern(for: String(character)); escaping = false; continue }
            switch character {
            case "\\": escaping = true
            case "*": pattern += ".*"
            case "?": pattern += "."
            default: pattern += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return pattern
    }
}
