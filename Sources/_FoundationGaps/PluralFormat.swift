import Foundation

/// A localized string that varies with a number, as a `.stringsdict` entry holds it (Apple's
/// "Localizing strings that contain plurals"): `NSStringLocalizedFormatKey` is the format, each
/// `%#@name@` in it a variable that stands for the case its argument's plural category picks
/// (`NSStringPluralRuleType`: `zero`, `one`, `two`, `few`, `many`, `other`; `_PluralRules`).
/// A string catalog's plural variations are the same thing (Xcode compiles them to this), a
/// variation of the whole string being one variable over its only argument.
public struct _PluralFormat: Hashable, Sendable {
    public struct Variable: Hashable, Sendable {
        /// The cases by plural category.
        let cases: [String: String]
        /// The argument whose number picks the case (from 0); nil: the one at the variable's place.
        let argument: Int?
    }
    let format: String
    let variables: [String: Variable]

    /// A `.stringsdict` entry (its property-list dictionary); nil for one that is not a plural format.
    init?(stringsdict entry: Any) {
        guard let entry = entry as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: Variable] = [:]
        for (name, value) in entry {
            guard let rule = value as? [String: Any],
                  rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
            let cases = rule.compactMapValues { $0 as? String }.filter { Self.categories.contains($0.key) }
            variables[name] = Variable(cases: cases, argument: nil)
        }
        self.format = format
        self.variables = variables
    }

    init(format: String, variables: [String: Variable]) { self.format = format; self.variables = variables }

    static let categories: Set = ["zero", "one", "two", "few", "many", "other"]

    /// The entry as Xcode compiles it into a `.stringsdict`: each variable a plural rule, its
    /// token positional (`%2$#@folders@`) where the variable names its argument.
    public var stringsdictEntry: [String: Any] {
        var format = self.format
        var entry: [String: Any] = [:]
        for (name, variable) in variables {
            if let argument = variable.argument {
                format = format.replacingOccurrences(of: "%#@\(name)@", with: "%\(argument + 1)$#@\(name)@")
            }
            var rule: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld"]
            for (category, value) in variable.cases { rule[category] = value }
            entry[name] = rule
        }
        entry["NSStringLocalizedFormatKey"] = format
        return entry
    }

    /// The format with each variable replaced by its case for the number its argument holds
    /// (`numbers`, by argument; nil where an argument is not a number), in `language`'s rules;
    /// a category the entry lacks takes `other`.
    public func resolved(numbers: [Double?], language: String) -> String {
        var output = "", next = 0
        var rest = format[...]
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            let specifier = rest[percent...]
            let end = specifier.dropFirst().firstIndex { !($0.isNumber || $0 == "$" || "-+ #.'lhqzjtL".contains($0)) }
            guard let end, specifier[end] == "@" || "dDiuUxXoOfFeEgGcsSaAp%".contains(specifier[end]) else {
                output += "%"; rest = specifier.dropFirst(); continue
            }
            let body = specifier[specifier.index(after: percent)..<end]
            if specifier[end] == "%" { output += "%%"; rest = specifier[specifier.index(after: end)...]; continue }
            let position = body.firstIndex(of: "$").flatMap { Int(body[..<$0]) }.map { $0 - 1 }
            let index = position ?? next
            next = index + 1
            if body.hasSuffix("#"), let close = specifier[specifier.index(after: end)...].firstIndex(of: "@"),
               let variable = variables[String(specifier[specifier.index(after: end)..<close])] {
                let number = numbers.indices.contains(variable.argument ?? index) ? numbers[variable.argument ?? index] : nil
                let category = number.map { _PluralRules.category(of: $0, language: language) } ?? "other"
                output += variable.cases[category] ?? variable.cases["other"] ?? ""
                rest = specifier[specifier.index(after: close)...]
                continue
            }
            output += specifier[...end]
            rest = specifier[specifier.index(after: end)...]
        }
        return output + rest
    }
}
