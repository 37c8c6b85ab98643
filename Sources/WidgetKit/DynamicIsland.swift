import LayoutDSL

/// A Live Activity's views in the Dynamic Island (Apple's `DynamicIsland`): the expanded
/// presentation's regions, the compact presentation's leading and trailing views, and the
/// minimal one.
@available(iOS 16.1, *)
public struct DynamicIsland {
    let expanded: [DynamicIslandExpandedRegionContent]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var keylineTint: Color?
    var contentMargins: [(edges: Edge.Set, length: CGFloat?, mode: DynamicIslandMode)] = []
    var url: URL?

    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal) {
        self.expanded = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// A subtle tint on the island's border.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTint = color
        return island
    }

    /// The margins of one presentation's content.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.contentMargins.append((edges, length, mode))
        return island
    }

    /// The URL a tap on the Live Activity opens.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.url = url
        return island
    }
}

/// Which of the island's presentations a setting is for (Apple's `DynamicIslandMode`).
@available(iOS 16.1, *)
public struct DynamicIslandMode: Equatable, Sendable {
    let name: String
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let expanded = DynamicIslandMode(name: "expanded")
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// One region of the expanded presentation (Apple's `DynamicIslandExpandedRegion`).
@available(iOS 16.1, *)
public struct DynamicIslandExpandedRegion<Content: View> {
    let region: DynamicIslandExpandedRegionContent

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = DynamicIslandExpandedRegionContent(position: position, priority: priority, view: AnyView(content()))
    }

    /// Places the region's content below the TrueDepth camera when it is too wide beside it.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion<Content> { self }
}

/// Where a region of the expanded presentation goes (Apple's `DynamicIslandExpandedRegionPosition`).
@available(iOS 16.1, *)
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

struct DynamicIslandExpandedRegionContent {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let view: AnyView
}

/// The expanded presentation's regions (Apple's `DynamicIslandExpandedContent`).
@available(iOS 16.1, *)
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [DynamicIslandExpandedRegionContent]
}

/// Builds the expanded presentation from regions, conditions and loops (Apple's
/// `DynamicIslandExpandedContentBuilder`).
@available(iOS 16.1, *)
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    public typealias Regions = DynamicIslandExpandedContent<EmptyView>

    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> Regions {
        Regions(regions: [region.region])
    }
    public static func buildBlock(_ parts: Regions...) -> Regions { Regions(regions: parts.flatMap(\.regions)) }
    public static func buildOptional(_ part: Regions?) -> Regions { part ?? Regions(regions: []) }
    public static func buildEither(first part: Regions) -> Regions { part }
    public static func buildEither(second part: Regions) -> Regions { part }
    public static func buildArray(_ parts: [Regions]) -> Regions { Regions(regions: parts.flatMap(\.regions)) }
    public static func buildLimitedAvailability(_ part: Regions) -> Regions { part }
}
