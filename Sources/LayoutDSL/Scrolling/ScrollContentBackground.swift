private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// `.hidden` removes a list's or form's background (`ListMetrics.background`) so the view
    /// behind shows through; cells keep theirs.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] } set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    public func scrollContentBackground(_ visibility: Visibility) -> some View { environment(\.scrollContentBackground, visibility) }
}
