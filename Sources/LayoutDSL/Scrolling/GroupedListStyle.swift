/// `.grouped`: full-width sections of `secondarySystemGroupedBackground` rows on the grouped
/// background, as UIKit's grouped table style.
public struct GroupedListStyle: ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .grouped }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
