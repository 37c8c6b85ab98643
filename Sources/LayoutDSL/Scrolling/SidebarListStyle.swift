/// `.sidebar`: on an iPhone, inset grouped cards whose sections collapse; headers are bold
/// primary text (not capitalised) with a disclosure chevron, as iOS 17 draws a sidebar in a
/// compact width (estimated from screenshots).
public struct SidebarListStyle: ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .sidebar }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
