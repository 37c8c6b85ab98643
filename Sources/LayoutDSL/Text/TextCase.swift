extension Text {
    /// A case transformation applied to text when it is laid out (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        func apply(_ string: String) -> String { self == .uppercase ? string.uppercased() : string.lowercased() }
    }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// Set by grouped list section headers to `.uppercase` (iOS capitalises them before iOS 26);
    /// `.textCase(nil)` turns it off.
    public var textCase: Text.Case? { get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue } }
}

extension View {
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}
