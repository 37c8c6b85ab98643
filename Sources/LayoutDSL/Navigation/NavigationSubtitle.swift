/// The screen's subtitle (SwiftUI's `navigationSubtitle(_:)`, on iOS since 26: "On iOS and iPadOS,
/// the subtitle is displayed with the navigation title in the navigation bar"): drawn in the Liquid
/// Glass design under the large title, on its margin, or under the inline title, centred
/// (`NavigationSubtitleText`, `NavigationBarMetrics`); the iOS 18 bar drawn in the compatibility
/// design has no subtitle line.
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

/// A navigation subtitle as the Liquid Glass bar draws it: 11 pt (`.caption2`'s size) in the
/// secondary label colour, one line (measured: docs/reference/ios26-navigation-bar.md, "The subtitle");
/// the style of a `.subtitle` or `.largeSubtitle` toolbar item's own view too, which may set its own.
nonisolated struct NavigationSubtitleText<Content: View>: View {
    let content: Content

    var body: some View {
        content.font(.caption2).foregroundStyle(.secondary).lineLimit(1)
    }
}
