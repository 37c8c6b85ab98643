/// Settles with the leading edge of a scroll target (a view of a `scrollTargetLayout()`) at the
/// viewport's leading edge: the one nearest to where the fling would have come to rest (SwiftUI's
/// `.viewAligned`). Every limit behaviour passes as many views as the fling reaches
/// (`.never`): how far `.always` limits a scroll on iOS is not modelled.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public enum LimitBehavior: Hashable, Sendable { case automatic, always, never, alwaysByOne, alwaysByFew }
    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func axis(_ a: Axis, _ projected: CGFloat) -> CGFloat {
            context.targetFrames.map { $0.origin[a] }.min { abs($0 - projected) < abs($1 - projected) } ?? projected
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
}
