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

private struct ListRowStyleKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set inside a List: each element a lazy stack builds is decorated as a list row.
    var listRowStyle: Bool { get { self[ListRowStyleKey.self] } set { self[ListRowStyleKey.self] = newValue } }
}

/// The row chrome of a plain list: insets, minimum height, and the separator below.
enum ListRowChrome {
    static func decorate(_ nodes: [LayoutNode], environment: EnvironmentValues) -> [LayoutNode] {
        nodes.map { row in
            let padded = LayoutNode(PaddingBehavior(insets: EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)), subviews: [row])
            let framed = LayoutNode(FlexibleFrameBehavior(width: .init(min: nil, ideal: nil, max: .infinity),
                                                          height: .init(min: 44, ideal: nil, max: nil), alignment: .leading),
                                    subviews: [padded])
            let separator = LayoutNode(PaddingBehavior(insets: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)), subviews: [
                LayoutNode(DividerBehavior(axis: .vertical, thickness: environment.pixelLength,
                                           color: Color.separator.resolve(in: environment)))])
            return LayoutNode(SecondaryLayerBehavior(name: "listRow", primaryIndex: 0, alignment: .bottom), subviews: [framed, separator])
        }
    }
}
