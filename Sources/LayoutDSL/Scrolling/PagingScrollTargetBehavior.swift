/// Settles on pages the size of the viewport, at most one page from where the finger left the
/// content, in the direction of travel (SwiftUI's `.paging`, as UIScrollView's `isPagingEnabled`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func axis(_ a: Axis, _ projected: CGFloat) -> CGFloat {
            let page = context.containerSize[a]
            guard page > 0 else { return projected }
            let current = (context.releaseOffset[a] / page).rounded()
            return min(max((projected / page).rounded(), current - 1), current + 1) * page
        }
        if context.axes.contains(.horizontal) { target.rect.origin.x = axis(.horizontal, target.rect.minX) }
        if context.axes.contains(.vertical) { target.rect.origin.y = axis(.vertical, target.rect.minY) }
    }

    public func properties(context: PropertiesContext) -> Properties {
        var properties = Properties()
        properties.limitsScrolls = true
        return properties
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
