extension Text {
    /// A case transformation applied to text when it is laid out (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        func apply(_ string: String) -> String { self == .uppercase ? string.uppercased() : string.lowercased() }
    }
}

/// Outer nil: never set (a grouped list header then capitalises); inner nil: set to none.
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case?? = nil }

extension EnvironmentValues {
    /// Set by grouped list section headers to `.uppercase` (iOS capitalises them before iOS 26);
    /// `.textCase(nil)` turns it off.
    public var textCase: Text.Case? { get { self[TextCaseKey.self] ?? nil } set { self[TextCaseKey.self] = .some(newValue) } }
    /// Whether `textCase` was set above, even to nil (`.textCase(nil)` keeps a header as written).
    var textCaseIsSet: Bool { self[TextCaseKey.self] != nil }
}

nonisolated extension View {
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}
