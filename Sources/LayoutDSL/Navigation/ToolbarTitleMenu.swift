/// `toolbarTitleMenu(content:)` (iOS 16, https://developer.apple.com/documentation/swiftui/view/toolbartitlemenu(content:)):
/// a menu of actions behind the navigation title. The menu opens on a tap, which rendered
/// frames do not make; the title is drawn as without it (the chevron iOS adds beside an inline
/// title is not drawn: a known gap).
nonisolated extension View {
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}
