nonisolated extension View {
    /// A context menu appears on a long press; at rest iOS shows nothing, so it is accepted and
    /// not drawn.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
}
