/// `scrollClipDisabled(_:)` (iOS 17): a scroll view that does not clip its content to its
/// bounds, so shadows and cards scrolled past its edges stay visible.
private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] } set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

nonisolated extension View {
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }
}
