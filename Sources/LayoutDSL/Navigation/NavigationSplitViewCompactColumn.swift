/// The column of a split view (SwiftUI's `NavigationSplitViewColumn`, iOS 17): what
/// `preferredCompactColumn` asks a collapsed split view to show on top.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case sidebar, content, detail }
    let kind: Kind
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .sidebar) }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .content) }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .detail) }
}

extension NavigationSplitView where Content == EmptyView {
    /// Collapsed (an iPhone), the split view is one navigation stack rooted at the sidebar, and
    /// shows `preferredCompactColumn` on top of it: `.detail` pushes the detail over the
    /// sidebar, with a back button to it (Apple's documentation of
    /// `init(preferredCompactColumn:sidebar:detail:)`).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), compactColumn: preferredCompactColumn)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), compactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView {
    /// Three columns collapsed: `.content` pushes the content column over the sidebar,
    /// `.detail` the content and then the detail.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: preferredCompactColumn)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: preferredCompactColumn)
    }

    /// The collapsed stack: the sidebar, with the columns up to the preferred one pushed over it.
    /// Popping one sets the preferred column back to the one under it.
    @ViewBuilder func collapsed(showing column: Binding<NavigationSplitViewColumn>?) -> some View {
        let shown = column?.wrappedValue.kind ?? .sidebar
        let showsContent = content != nil && shown != .sidebar
        let showsDetail = shown == .detail
        NavigationStack {
            sidebar.navigationDestination(isPresented: Binding(
                get: { showsContent || showsDetail },
                set: { if !$0 { column?.wrappedValue = .sidebar } })) {
                if let content {
                    content.navigationDestination(isPresented: Binding(
                        get: { showsDetail },
                        set: { if !$0 { column?.wrappedValue = .content } })) { detail }
                } else {
                    detail
                }
            }
        }
    }
}

/// The width a column's views ask of a split view: the first one set in the column wins.
struct NavigationSplitViewColumnWidthKey: PreferenceKey {
    static var defaultValue: CGFloat? { nil }
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = value ?? nextValue() }
}

nonisolated extension View {
    /// The width of the split view column this view is in, side by side (an iPad); a collapsed
    /// split view has one column as wide as the screen.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: NavigationSplitViewColumnWidthKey.self, value: width)
    }

    /// The ideal width within `min` and `max`, as `UISplitViewController` takes a preferred
    /// column width within its minimum and maximum.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        let clamped = Swift.min(Swift.max(ideal, min ?? ideal), max ?? ideal)
        return preference(key: NavigationSplitViewColumnWidthKey.self, value: clamped)
    }
}
