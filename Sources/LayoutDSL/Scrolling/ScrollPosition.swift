/// iOS 18's scroll position: "a type that defines the semantic position of where a scroll view
/// is scrolled within its content", bound with `scrollPosition(_:anchor:)` (Apple's
/// documentation of `ScrollPosition`). A program positions the scroll view at a view's id, an
/// edge or a point of the content (y 0 is the content's top, whatever the insets); when the
/// user scrolls, the position becomes positioned by the user, its edge and point nil, and its
/// view id the top-most (leading-most) view of the scroll target layout whose id has the
/// position's id type.
///
/// `Sendable` as SwiftUI declares it; the erased id is `AnyHashable`, whose own conformance the
/// standard library marks unavailable, so the target promises it: ids are values in practice.
public struct ScrollPosition: Sendable {
    enum Target: @unchecked Sendable {
        case none
        /// The id, erased; it casts back to its own type.
        case view(AnyHashable, anchor: UnitPoint?)
        case edge(Edge)
        /// A point of the content, or one coordinate of it (`ScrollPosition(x:)`, `scrollTo(y:)`),
        /// the other axis left where it is.
        case point(x: CGFloat?, y: CGFloat?)
    }

    var target: Target
    /// The type of the ids the position reports (`Never` for none).
    let idType: ObjectIdentifier
    /// Counts the program's requests, so that asking again for the same place scrolls there again.
    var request = 0

    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.idType = ObjectIdentifier(idType)
        target = .none
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(idType: idType)
        target = .edge(edge)
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(idType: idType)
        target = .point(x: point.x, y: point.y)
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(idType: idType, point: CGPoint(x: x, y: y))
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(idType: idType)
        target = .point(x: x, y: nil)
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(idType: idType)
        target = .point(x: nil, y: y)
    }

    /// "The type of the ID indicates the type of ID of views within a scroll target layout the
    /// scroll view should look for."
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(idType: ID.self)
        target = .view(AnyHashable(id), anchor: anchor)
    }

    /// Whether the user scrolled the view there. Writing true lets go of the edge or point the
    /// position was at, as SwiftUI documents.
    public var isPositionedByUser = false {
        didSet {
            guard isPositionedByUser else { return }
            switch target {
            case .edge, .point: target = .none
            case .none, .view: break
            }
        }
    }

    public var edge: Edge? {
        if case .edge(let edge) = target { edge } else { nil }
    }

    /// The point asked for; a coordinate not given (`ScrollPosition(y:)`) reads as 0, as before
    /// iOS 26's `x` and `y` told the two apart.
    public var point: CGPoint? {
        if case .point(let x, let y) = target { CGPoint(x: x ?? 0, y: y ?? 0) } else { nil }
    }

    /// "The positioned x value of the scroll view if configured to be in that position" (iOS 26):
    /// set by a point or by an x alone.
    public var x: CGFloat? {
        if case .point(let x, _) = target { x } else { nil }
    }

    /// The positioned y value, set by a point or by a y alone (iOS 26).
    public var y: CGFloat? {
        if case .point(_, let y) = target { y } else { nil }
    }

    /// The id, which casts to its own type. It is kept erased as `AnyHashable`, whose `Sendable`
    /// conformance the standard library marks unavailable and a cast cannot add (a marker
    /// protocol): the existential is reinterpreted instead, the same bytes, since a marker
    /// protocol has no witness table. The id entered as `some Hashable & Sendable`, or is a
    /// view's id, which the target's conformance above already takes as a value.
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { unsafeBitCast(id as any Hashable, to: (any Hashable & Sendable).self) } else { nil }
    }

    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        if case .view(let id, _) = target { id.base as? T } else { nil }
    }

    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        request(.view(AnyHashable(id), anchor: anchor))
    }
    public mutating func scrollTo(edge: Edge) { request(.edge(edge)) }
    public mutating func scrollTo(point: CGPoint) { request(.point(x: point.x, y: point.y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { request(.point(x: x, y: y)) }
    /// Scrolls along x alone: y stays where the scroll view is.
    public mutating func scrollTo(x: CGFloat) { request(.point(x: x, y: nil)) }
    public mutating func scrollTo(y: CGFloat) { request(.point(x: nil, y: y)) }

    private mutating func request(_ target: Target) {
        self.target = target
        isPositionedByUser = false
        request += 1
    }
}

extension ScrollPosition.Target {
    /// The content offset the target asks of a scroll view: a view's anchor point at the same
    /// point of the viewport (its top-leading corner when neither the position nor the modifier
    /// names an anchor, as `scrollPosition(id:)` places the top-most view), an edge, or the
    /// point (an axis without a coordinate staying where it is); clamped to the content.
    func offset(in record: ScrollRecord, locating view: (AnyHashable) -> CGRect?, anchor: UnitPoint?) -> CGPoint? {
        let maximum = record.maxOffset
        switch self {
        case .none: return nil
        case .view(let id, let own):
            return view(id).map { record.offset(revealing: $0, anchor: own ?? anchor ?? .topLeading) }
        case .edge(let edge):
            var offset = record.offset
            switch edge {
            case .top: offset.y = 0
            case .bottom: offset.y = maximum.y
            case .leading: offset.x = 0
            case .trailing: offset.x = maximum.x
            }
            return offset
        case .point(let x, let y):
            return CGPoint(x: record.axes.contains(.horizontal) ? x.map { min(max($0, 0), maximum.x) } ?? record.offset.x : record.offset.x,
                           y: record.axes.contains(.vertical) ? y.map { min(max($0, 0), maximum.y) } ?? record.offset.y : record.offset.y)
        }
    }
}

/// Binds a `ScrollPosition` to the scroll view inside: the program's requests scroll it, and
/// the user's scrolling is written back (see `ScrollPosition`).
nonisolated struct ScrollPositionBinding: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?

    /// What the binding and the scroll view agreed on last.
    struct Sync: Equatable {
        let request: Int
        let offset: CGPoint
    }

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let identity = hookIdentity(context), binding = position, anchor = self.anchor
        content.first?.annotations.append(.placed { placed in
            let graph = placed.pass.graph
            let last = placed.pass.lastDelivered(at: identity) as? Sync
            guard let scrollNode = placed.node.firstScrollNode, let scroll = scrollNode.behavior.asScrollView,
                  let record = graph.scrolls.record(scroll.identity) else { return }
            let position = binding.wrappedValue
            if position.request != last?.request || last == nil, !position.isPositionedByUser,
               let offset = position.target.offset(in: record, locating: { scrollNode.locate($0)?.frame }, anchor: anchor) {
                placed.pass.observe(PreferenceObservation(identity: identity, keyName: "scrollPosition",
                                                          value: Sync(request: position.request, offset: offset)) {
                    guard offset != record.offset else { return }
                    graph.scrolls.setOffset(offset, of: scroll.identity)
                    graph.stateDidChange("scrollPosition(_:)")
                })
            } else if let last, last.offset != record.offset {
                // The user scrolled: report the top-most target whose id has the position's type.
                let current = record.targetID(at: anchor ?? .topLeading, among: scrollNode.scrollTargets, in: scrollNode)
                let matching = current.flatMap { ObjectIdentifier(type(of: $0.base)) == position.idType ? $0 : nil }
                placed.pass.observe(PreferenceObservation(identity: identity, keyName: "scrollPosition",
                                                          value: Sync(request: position.request, offset: record.offset)) {
                    var updated = binding.wrappedValue
                    updated.isPositionedByUser = true
                    updated.target = matching.map { .view($0, anchor: nil) } ?? .none
                    binding.wrappedValue = updated
                })
            } else if last == nil {
                placed.pass.observe(PreferenceObservation(identity: identity, keyName: "scrollPosition",
                                                          value: Sync(request: position.request, offset: record.offset)) {})
            }
        })
        return content
    }
}

nonisolated extension View {
    /// Binds a scroll position to the scroll view in this view (iOS 18).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionBinding(position: position, anchor: anchor))
    }
}
