/// Two or three columns (sidebar, optional content, detail), as SwiftUI's
/// `NavigationSplitView`: side by side when the width is regular (iPad), each column a
/// navigation stack with its own bar, separated by hairlines; collapsed into one navigation
/// stack rooted at the sidebar when it is compact (iPhone), where links push as in a stack.
/// Side by side, a link in the sidebar shows its destination in the next column (the content
/// column, else the detail) and a link in the content column in the detail, replacing what was
/// there, as selecting in a split view does.
///
/// Columns are 320 pt wide but for the detail, which takes the rest (UISplitViewController's
/// default primary and supplementary widths on iPad, `preferredPrimaryColumnWidth`
/// automatic; estimate), unless a column's views ask for a width
/// (`navigationSplitViewColumnWidth`).
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    /// `preferredCompactColumn`: the column a collapsed split view shows on top.
    var compactColumn: Binding<NavigationSplitViewColumn>? = nil
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.pixelLength) private var pixelLength
    @Environment(\.navigationSplitViewStyle) private var style
    @State private var shownContent: AnyView?
    @State private var shownDetail: AnyView?
    /// The widths the sidebar's and content's views ask for (`navigationSplitViewColumnWidth`).
    @State private var sidebarWidth: CGFloat?
    @State private var contentWidth: CGFloat?

    static var columnWidth: CGFloat { 320 }

    /// The columns, drawn by the `NavigationSplitViewStyle` in the environment.
    public var body: some View {
        style.body(NavigationSplitViewStyleConfiguration(columns: AnyView(columns)))
    }

    @ViewBuilder private var columns: some View {
        if sizeClass == .regular {
            HStack(spacing: 0) {
                column(NavigationStack { sidebar }
                    .environment(\.navigationColumnTarget, { view in
                        if content == nil { shownDetail = view } else { shownContent = view }
                    }), width: $sidebarWidth)
                if let content {
                    column(NavigationStack { shownContent ?? AnyView(content) }
                        .environment(\.navigationColumnTarget, { shownDetail = $0 }), width: $contentWidth)
                }
                NavigationStack { shownDetail ?? AnyView(detail) }
                    .navigationSplitViewColumn()
            }
        } else {
            collapsed(showing: compactColumn)
        }
    }

    private func column<V: View>(_ view: V, width: Binding<CGFloat?>) -> some View {
        HStack(spacing: 0) {
            view.onPreferenceChange(NavigationSplitViewColumnWidthKey.self) { width.wrappedValue = $0 }
                .frame(width: width.wrappedValue ?? Self.columnWidth).navigationSplitViewColumn()
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
