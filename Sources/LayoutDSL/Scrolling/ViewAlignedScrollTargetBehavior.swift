/// Settles with a scroll target (a view of a `scrollTargetLayout()`) aligned to the viewport: the
/// one nearest to where the fling would have come to rest (SwiftUI's `.viewAligned`). Its leading
/// edge meets the viewport's leading edge, or, with an anchor (iOS 26, `viewAligned(anchor:)`),
/// its anchor point meets the viewport's same point, as a `ScrollTarget`'s anchor is "the anchor to
/// which the rect should be aligned within the visible region" (`.center`: the view centred).
/// Every limit behaviour passes as many views as the fling reaches (`.never`): how far `.always`
/// limits a scroll on iOS is not modelled.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public enum LimitBehavior: Hashable, Sendable { case automatic, always, never, alwaysByOne, alwaysByFew }
    let limitBehavior: LimitBehavior
    let anchor: UnitPoint?

    public init(limitBehavior: LimitBehavior = .automatic) { self.init(limitBehavior: limitBehavior, anchor: nil) }
    public init(anchor: UnitPoint?) { self.init(limitBehavior: .automatic, anchor: anchor) }
    public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) { self.limitBehavior = limitBehavior; self.anchor = anchor }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func axis(_ a: Axis, _ projected: CGFloat) -> CGFloat {
            let fraction = anchor.map { a == .horizontal ? $0.x : $0.y } ?? 0
            return context.targetFrames.map { $0.origin[a] + fraction * ($0.size[a] - context.containerSize[a]) }
                .min { abs($0 - projected) < abs($1 - projected) } ?? projected
        }
        if context.axes.contains(.horizontal) { target.rect.origin.x = axis(.horizontal, target.rect.minX) }
        if context.axes.contains(.vertical) { target.rect.origin.y = axis(.vertical, target.rect.minY) }
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
    public static func viewAligned(anchor: UnitPoint?) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(anchor: anchor)
    }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior,
                                   anchor: UnitPoint?) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
    }
}
