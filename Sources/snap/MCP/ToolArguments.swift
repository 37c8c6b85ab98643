import Foundation
import MCP

/// A tool call's arguments, read by name and type. A wrong type, a missing required argument or
/// an argument the tool does not take is a `ToolFailure` naming the tool and the argument, so
/// an agent's mistake comes back as one line it can act on, not as a guess at what it meant.
struct ToolArguments {
    let tool: String
    let values: [String: Value]

    /// Fails when an argument is not one of `known` (a misspelled option would otherwise be ignored).
    init(tool: String, values: [String: Value]?, known: Set<String>) throws {
        self.tool = tool
        self.values = values ?? [:]
        if let unknown = self.values.keys.sorted().first(where: { !known.contains($0) }) {
            throw ToolFailure("\(tool) takes no argument '\(unknown)'; it takes \(known.sorted().joined(separator: ", "))")
        }
    }

    private func wrong(_ key: String, _ expected: String) -> ToolFailure {
        // The value as JSON, as the client sent it: `"big"`, not `big`.
        let sent = values[key].flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) }
        return ToolFailure("\(tool): '\(key)' must be \(expected), not \(sent ?? "missing")")
    }

    func required(_ key: String) throws -> String {
        guard let value = try string(key) else { throw ToolFailure("\(tool) needs '\(key)'") }
        return value
    }

    /// A path argument, refused unless it is inside the folders the server serves (`ServedFolders`).
    func path(_ key: String) throws -> String? {
        try string(key).map { try ServedFolders.check($0, tool: tool, key: key) }
    }

    func requiredPath(_ key: String) throws -> String {
        guard let value = try path(key) else { throw ToolFailure("\(tool) needs '\(key)'") }
        return value
    }

    func string(_ key: String) throws -> String? {
        guard let value = values[key], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw wrong(key, "a string") }
        return text
    }

    func int(_ key: String) throws -> Int? {
        guard let value = values[key], !value.isNull else { return nil }
        if let number = value.intValue { return number }
        if let number = value.doubleValue, number.rounded() == number, abs(number) < 1e15 { return Int(number) }
        throw wrong(key, "an integer")
    }

    /// Integers are numbers too: JSON does not tell `2` from `2.0`, and clients write either.
    func double(_ key: String) throws -> Double? {
        guard let value = values[key], !value.isNull else { return nil }
        if let number = value.doubleValue { return number }
        if let number = value.intValue { return Double(number) }
        throw wrong(key, "a number")
    }

    func bool(_ key: String) throws -> Bool {
        guard let value = values[key], !value.isNull else { return false }
        guard let flag = value.boolValue else { throw wrong(key, "true or false") }
        return flag
    }

    /// A list of strings; one string alone is a list of one.
    func strings(_ key: String) throws -> [String] {
        guard let value = values[key], !value.isNull else { return [] }
        if let text = value.stringValue { return [text] }
        guard let items = value.arrayValue, case let texts = items.compactMap(\.stringValue), texts.count == items.count else {
            throw wrong(key, "a list of strings")
        }
        return texts
    }

    /// A list of numbers; one number alone is a list of one.
    func doubles(_ key: String) throws -> [Double] {
        guard let value = values[key], !value.isNull else { return [] }
        let items = value.arrayValue ?? [value]
        let numbers = items.compactMap { $0.doubleValue ?? $0.intValue.map(Double.init) }
        guard numbers.count == items.count else { throw wrong(key, "a list of numbers") }
        return numbers
    }

    /// A preview by name (a string) or by its place among the file's previews (an integer from 1).
    func preview(_ key: String) throws -> PreviewChoice? {
        guard let value = values[key], !value.isNull else { return nil }
        if let name = value.stringValue { return name == "all" ? nil : .name(name) }
        if let number = try int(key) {
            guard number >= 1 else { throw wrong(key, "a name, \"all\" or a position from 1") }
            return .position(number)
        }
        throw wrong(key, "a name, \"all\" or a position from 1")
    }
}

/// Which of a file's previews a render returns.
enum PreviewChoice: Equatable {
    /// By its name as its PNGs carry it (`Card-Dark`), the part after the file's name (`Dark`),
    /// or its title (`Card – Dark`).
    case name(String)
    /// By its place in the file's previews, from 1, in the order snap renders them.
    case position(Int)
}
