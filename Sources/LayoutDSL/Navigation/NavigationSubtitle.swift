/// The screen's subtitle (SwiftUI's `navigationSubtitle(_:)`, on iOS since 26: "On iOS and iPadOS,
/// the subtitle is displayed with the navigation title in the navigation bar"). Recorded on the
/// screen, not drawn: the iOS 18 navigation bar drawn here has no subtitle line, and drawing one
/// belongs with the iOS 26 bar.
@available(iOS 26.0, macOS 11.0, macCatalyst 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated extension View {
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(NavigationScreenModifier { $0.subtitle = subtitle })
    }

    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { navigationSubtitle(Text(subtitleKey)) }

    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { navigationSubtitle(Text(subtitle)) }
}
