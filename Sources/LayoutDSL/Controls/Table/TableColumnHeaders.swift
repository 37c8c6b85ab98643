/// Whether tables below show their header row (SwiftUI's `View.tableColumnHeaders(_:)`, iOS 17:
/// https://developer.apple.com/documentation/swiftui/view/tablecolumnheaders(_:)): `.hidden` leaves
/// it out; `.automatic` and `.visible` keep it where the table has one (a regular width).
nonisolated extension View {
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeaders, visibility)
    }
}

private struct TableColumnHeadersKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    var tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] } set { self[TableColumnHeadersKey.self] = newValue }
    }
}
