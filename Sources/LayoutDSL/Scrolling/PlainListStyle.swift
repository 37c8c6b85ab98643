/// `.plain`: edge-to-edge rows on the system background with pinned section headers, as
/// UIKit's plain table style.
public struct PlainListStyle: ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .plain }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}
