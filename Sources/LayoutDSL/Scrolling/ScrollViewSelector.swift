/// Which scroll view an offset, a sequence or a drag addresses from outside the view tree: the
/// first one placed (depth first, in drawing order), the one named by `accessibilityIdentifier`,
/// or the one with an `.id(_:)` value. `.id` keeps the value's type, as SwiftUI's identity does:
/// `.id(42)` and `.id("42")` are different targets.
public enum ScrollViewSelector: Hashable {
    case first
    case identifier(String)
    case id(AnyHashable)
}

extension ScrollViewSelector: CustomStringConvertible {
    public var description: String {
        switch self {
        case .first: return "the first scroll view"
        case .identifier(let name): return "'\(name)'"
        case .id(let value): return ".id(\(String(reflecting: value.base)))"
        }
    }
}
