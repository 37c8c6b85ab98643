/// `.insetGrouped`: grouped sections drawn as rounded cards inset from the list's edges, as
/// UIKit's `.insetGrouped` table style (iOS 13+) and the Settings app.
public struct InsetGroupedListStyle: ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
