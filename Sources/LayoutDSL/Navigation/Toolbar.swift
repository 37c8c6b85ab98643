/// `toolbar(content:)`: items for the bar of the navigation stack the view is in. View content
/// (`.toolbar { Button(…) }`) is one group at the automatic placement, trailing on iPhone.
nonisolated extension View {
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content().toolbarEntries
        return modifier(NavigationScreenModifier { $0.toolbarItems += entries })
    }

    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = ToolbarEntry(placement: .automatic, view: content())
        return modifier(NavigationScreenModifier { $0.toolbarItems.append(entry) })
    }

    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content().toolbarEntries
        return modifier(NavigationScreenModifier { $0.toolbarItems += entries })
    }

    /// The deprecated bar items: views at the leading and trailing ends of the bar.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let entries = [ToolbarEntry(placement: .topBarLeading, content: AnyView(leading)),
                       ToolbarEntry(placement: .topBarTrailing, content: AnyView(trailing))]
        return modifier(NavigationScreenModifier { $0.toolbarItems += entries })
    }

    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        let entry = ToolbarEntry(placement: .topBarLeading, content: AnyView(leading))
        return modifier(NavigationScreenModifier { $0.toolbarItems.append(entry) })
    }

    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        let entry = ToolbarEntry(placement: .topBarTrailing, content: AnyView(trailing))
        return modifier(NavigationScreenModifier { $0.toolbarItems.append(entry) })
    }
}
