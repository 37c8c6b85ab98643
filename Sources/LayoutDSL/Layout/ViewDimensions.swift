/// A view's size together with its alignment guides, as `alignmentGuide` closures and custom
/// layouts see it. Subscripting a guide gives the view's explicit value for it, or the guide's default.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicitValue: @escaping (AlignmentKey) -> CGFloat?) {
        width = size.width; height = size.height; self.explicitValue = explicitValue
    }

    var size: CGSize { CGSize(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.defaultValue(self) }

    init(size: CGSize) {
        width = size.width; height = size.height; explicitValue = ViewDimensions.noExplicitValues
    }
    private static let noExplicitValues: (AlignmentKey) -> CGFloat? = { _ in nil }

    public static func == (l: ViewDimensions, r: ViewDimensions) -> Bool {
        l.width == r.width && l.height == r.height
    }
}
