/// The screen's title, which the bar shows large under it or inline in it. Every spelling
/// SwiftUI has: a string, a localized key, a `Text`, a binding (iOS 17's renamable title shows
/// its current value), and the deprecated `navigationBarTitle`.
nonisolated extension View {
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationScreenModifier { $0.title = title })
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(title.wrappedValue)) }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationScreenModifier { $0.title = title; $0.setTitleDisplayMode(displayMode) })
    }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }
}
