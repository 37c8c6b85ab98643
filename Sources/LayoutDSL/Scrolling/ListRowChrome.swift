private struct ListRowStyleKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set inside a List: each element a lazy stack builds is decorated as a list row.
    var listRowStyle: Bool { get { self[ListRowStyleKey.self] } set { self[ListRowStyleKey.self] = newValue } }
    /// Set for the rows a List builds: a `NavigationLink` there draws as a disclosure row.
    var isListRowContent: Bool { get { self[ListRowContentKey.self] } set { self[ListRowContentKey.self] = newValue } }
}

private struct ListRowContentKey: EnvironmentKey { static let defaultValue = false }

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
