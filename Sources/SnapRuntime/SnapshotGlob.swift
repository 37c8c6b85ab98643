/// A pattern that picks previews for `snap test`, as shells and `.gitignore` write paths:
/// `*` is any run of characters but `/`, `**` any run including `/` (so `Features/**` is every
/// file below `Features`), `?` one character but `/`; everything else is itself. A pattern may
/// name previews after the file's path: `Views/Login*.swift#Dark` is the preview named `Dark`
/// of the files it names, `**#*Dark*` every preview whose name has `Dark` in it. A pattern
/// without `#` names whole files, with every preview in them.
public struct SnapshotGlob: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let preview: String?

    public init(_ text: String) {
        if let hash = text.firstIndex(of: "#") {
            file = String(text[..<hash])
            preview = String(text[text.index(after: hash)...])
        } else {
            file = text
            preview = nil
        }
    }

    public var description: String { preview.map { "\(file)#\($0)" } ?? file }

    /// Whether the pattern's file part matches `path` (relative, with `/`).
    public func matches(file path: String) -> Bool { Self.match(Array(file), Array(path)) }

    /// Whether it matches the preview named `name` of the file at `path`.
    public func matches(file path: String, preview name: String) -> Bool {
        matches(file: path) && (preview.map { Self.match(Array($0), Array(name)) } ?? true)
    }

    /// Backtracking match; a `*` or `**` tries the shortest run first.
    public static func match(_ pattern: [Character], _ text: [Character]) -> Bool {
        func at(_ p: Int, _ t: Int) -> Bool {
            if p == pattern.count { return t == text.count }
            switch pattern[p] {
            case "*":
                let double = p + 1 < pattern.count && pattern[p + 1] == "*"
                // `**/` also matches no folder at all: `Features/**/X.swift` names `Features/X.swift`.
                let next = double ? p + 2 : p + 1
                if double, next < pattern.count, pattern[next] == "/", at(next + 1, t) { return true }
                var end = t
                while true {
                    if at(next, end) { return true }
                    guard end < text.count, double || text[end] != "/" else { return false }
                    end += 1
                }
            case "?":
                return t < text.count && text[t] != "/" && at(p + 1, t + 1)
            default:
                return t < text.count && text[t] == pattern[p] && at(p + 1, t + 1)
            }
        }
        return at(0, 0)
    }
}
