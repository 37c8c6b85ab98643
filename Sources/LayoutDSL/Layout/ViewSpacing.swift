/// The spacing a view asks for on each edge when a stack puts it next to another.
///
/// SwiftUI keeps spacing per edge and category and falls back to its 8-point default when the
/// neighbours share no category (R1). Views here publish either no preference (the default) or
/// an explicit minimum: a `Spacer` publishes 0 along its stack axis, so no gap is added next to
/// it (R2). Two explicit edges meet at the larger of the two; an explicit edge next to a
/// default one wins, as the spacer rule requires.
public struct ViewSpacing: Equatable, Sendable {
    public static let zero = ViewSpacing(all: 0)
    /// SwiftUI's default distance between adjacent non-text views (R1).
    static let defaultDistance: CGFloat = 8

    var top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?

    public init() {}
    init(all value: CGFloat?) { top = value; leading = value; bottom = value; trailing = value }
    init(axis: Axis, value: CGFloat) {
        if axis == .horizontal { leading = value; trailing = value } else { top = value; bottom = value }
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (mine, theirs) {
        case (nil, nil): return Self.defaultDistance
        case let (value?, nil), let (nil, value?): return value
        case let (a?, b?): return max(a, b)
        }
    }

    /// Combines with a neighbour's spacing on the given edges (for containers that publish their children's).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            switch (a, b) { case let (x?, y?): return max(x, y); default: return a ?? b }
        }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}
