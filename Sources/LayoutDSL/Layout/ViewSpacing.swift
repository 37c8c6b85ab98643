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

    var top: CGFloat? { get { edge(0) } set { setEdge(0, newValue) } }
    var leading: CGFloat? { get { edge(1) } set { setEdge(1, newValue) } }
    var bottom: CGFloat? { get { edge(2) } set { setEdge(2, newValue) } }
    var trailing: CGFloat? { get { edge(3) } set { setEdge(3, newValue) } }

    /// The four edges' minimums (top, leading, bottom, trailing) and a bit for each edge that
    /// has one: 33 bytes where four optionals took 57, in every layout node that has computed
    /// its spacing (issue 19 §3, memory per view).
    private var values = SIMD4<Double>()
    private var present: UInt8 = 0

    private func edge(_ index: Int) -> CGFloat? { present & (1 << index) != 0 ? CGFloat(values[index]) : nil }
    private mutating func setEdge(_ index: Int, _ value: CGFloat?) {
        values[index] = Double(value ?? 0)
        if value != nil { present |= 1 << index } else { present &= ~(1 << index) }
    }

    public static func == (a: ViewSpacing, b: ViewSpacing) -> Bool {
        a.top == b.top && a.leading == b.leading && a.bottom == b.bottom && a.trailing == b.trailing
    }

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
