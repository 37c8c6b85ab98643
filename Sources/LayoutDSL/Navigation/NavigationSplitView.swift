/// Two or three columns (sidebar, optional content, detail), as SwiftUI's
/// `NavigationSplitView`: side by side when the width is regular (iPad), each column a
/// navigation stack with its own bar, separated by hairlines; collapsed into one navigation
/// stack rooted at the sidebar when it is compact (iPhone), where links push as in a stack.
///
/// Columns are 320 pt wide but for the detail, which takes the rest (UISplitViewController's
/// default primary and supplementary widths on iPad, `preferredPrimaryColumnWidth`
/// automatic; estimate).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.pixelLength) private var pixelLength

    static var columnWidth: CGFloat { 320 }

    public var body: some View {
        if sizeClass == .regular {
            HStack(spacing: 0) {
                column(NavigationStack { sidebar })
                if let content { column(NavigationStack { content }) }
                NavigationStack { detail }
            }
        } else {
            NavigationStack { sidebar }
        }
    }

    private func column<V: View>(_ view: V) -> some View {
        HStack(spacing: 0) {
            view.frame(width: Self.columnWidth)
            Rectangle().fill(Color(.separator)).frame(width: pixelLength).ignoresSafeArea()
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail())
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail())
    }
}

extension NavigationSplitView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }
}
