private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether fields below turn off autocorrection, as SwiftUI's environment value (readable
    /// by views; typed text is what it would change, and a rendered frame types none).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] } set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    /// The iOS 13 spelling of `autocorrectionDisabled`: nil (the system's choice) sets it false.
    public var disableAutocorrection: Bool? {
        get { autocorrectionDisabled } set { autocorrectionDisabled = newValue ?? false }
    }
}

nonisolated extension View {
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// The iOS 13 form; `nil` keeps the system's default (autocorrection on).
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.autocorrectionDisabled, disable ?? false)
    }
}
