/// Tabs, one per top-level view of the content, as SwiftUI's `TabView`: the selected one fills
/// the screen above a tab bar; `tabItem` labels each tab's item, `tag` gives the value the
/// `selection` binding holds (without tags, the tab's index), and a tap on an item selects it.
/// `.tabViewStyle(.page)` shows the tabs as horizontally paged screens instead.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    @Environment(\.tabViewStyle) private var style

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content()
    }

    public var body: some View {
        let selection = self.selection.map { binding in
            Binding<AnyHashable?>(get: { AnyHashable(binding.wrappedValue) },
                                  set: { if let value = $0?.base as? SelectionValue { binding.wrappedValue = value } })
        } ?? $ownSelection
        switch style {
        case .automatic, .sidebarAdaptable:
            TabBarContainer(content: content, selection: selection, showsSidebarButton: style == .sidebarAdaptable)
        case .page(let index):
            PageTabContainer(content: content.environment(\.tabBarPlacement, .pageIndicator), selection: selection,
                             indexDisplayMode: index)
        }
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { self.init(selection: nil, content: content) }
}
