/// How prominent a section header is (`headerProminence(_:)`): `.increased` draws a grouped
/// list's header larger and in the primary colour.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] } set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    public func headerProminence(_ prominence: Prominence) -> some View { environment(\.headerProminence, prominence) }
}
