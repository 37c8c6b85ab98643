/// How tables look (SwiftUI's `TableStyle`): `.automatic` and `.inset` are built in. The
/// configuration is opaque, as SwiftUI's, so a custom style's body replaces the table.
@MainActor @preconcurrency public protocol TableStyle {
    associatedtype Body: View
    typealias Configuration = TableStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The table a table style draws (SwiftUI's `TableStyleConfiguration`, which has no public members).
public struct TableStyleConfiguration {
    let table: AnyView
}

extension AnyStyle where Configuration == TableStyleConfiguration {
    init<S: TableStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct TableStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<TableStyleConfiguration> { $0.table }
}

extension EnvironmentValues {
    var tableStyle: AnyStyle<TableStyleConfiguration> {
        get { self[TableStyleKey.self] } set { self[TableStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { environment(\.tableStyle, AnyStyle(style)) }
}

/// The platform's table: on an iPhone a plain list (see `Table`).
public struct AutomaticTableStyle: TableStyle {
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

/// A table whose rows are inset from its edges (SwiftUI's `.inset`): the list's inset style.
public struct InsetTableStyle: TableStyle {
    public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View {
        configuration.table.listStyle(.inset)
    }
}

extension TableStyle where Self == AutomaticTableStyle {
    @MainActor @preconcurrency public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    @MainActor @preconcurrency public static var inset: InsetTableStyle { InsetTableStyle() }
}
