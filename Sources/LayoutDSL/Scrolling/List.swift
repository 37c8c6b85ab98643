/// A lazy vertical list in iOS's plain style: rows at least 44 points tall with 20-point
/// horizontal insets and 11-point vertical ones, separated by one-pixel lines inset 20 points
/// from the leading edge, built only where visible (a `LazyVStack` in a `ScrollView`).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) { content }
                .environment(\.listRowStyle, true)
        }
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}
