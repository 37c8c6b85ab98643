import LayoutDSL

/// What a timeline provider is asked for (Apple's documentation of `TimelineProviderContext`): a
/// preview's family, at its size on the default device (iPhone 16, 393×852 pt), as a preview.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    /// True: the widget gallery or a preview asks, as in `#Preview`.
    public let isPreview: Bool
    public let displaySize: CGSize

    init(family: WidgetFamily, isPreview: Bool = true) {
        self.family = family
        self.isPreview = isPreview
        displaySize = (try? WidgetMetrics.size(of: family, screen: CGSize(width: 393, height: 852)).get()) ?? .zero
    }
}
