/// A column sorted by any comparator of its rows (SwiftUI's `TableColumn.init(_:sortUsing:content:)`,
/// iOS 17: https://developer.apple.com/documentation/swiftui/tablecolumn/init(_:sortusing:content:)-2rbbz):
/// a header click would put `comparator` first in `sortOrder`; the app sorts its data by it.
extension TableColumn where RowValue == Sort.Compared, Label == Text {
    nonisolated public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
    nonisolated public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
                            @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort,
                                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
}
