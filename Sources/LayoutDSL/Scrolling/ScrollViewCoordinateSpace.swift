/// The nearest scroll view's visible bounds as a coordinate space (iOS 17's
/// `CoordinateSpaceProtocol.scrollView` and `.scrollView(axis:)`,
/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview):
/// every scroll view names its viewport with `ScrollViewSpaceName(axis: nil)` and with one name
/// for each axis it scrolls, so `frame(in: .scrollView)` measures from the top of the visible
/// area of the nearest one (a view scrolled 100 pt up has minY −100 more).
struct ScrollViewSpaceName: Hashable {
    let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static var scrollView: NamedCoordinateSpace { .named(ScrollViewSpaceName(axis: nil)) }
    /// The nearest scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { .named(ScrollViewSpaceName(axis: axis)) }
}
