/// Which parts of a frame `matchedGeometryEffect` copies from its source.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A view's place in a group of matched views: the group (namespace and id) and how it
/// takes part.
struct MatchedGeometry: Equatable {
    struct Key: Hashable { let namespace: Namespace.ID; let id: AnyHashable }
    let key: Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    /// The transform, in root space, that takes a view drawn in `frame` to the part of
    /// `target` that `properties` copy: the size (scaled about the anchor) and the position
    /// (the anchor point of `frame` onto that of `target`). The engine moves the drawn view
    /// rather than laying it out again at the new size (an approximation: SwiftUI proposes
    /// the source's size to a non-source view).
    func transform(from frame: CGRect, to target: CGRect) -> CGAffineTransform {
        let scaleX = properties.contains(.size) && frame.width > 0 ? target.width / frame.width : 1
        let scaleY = properties.contains(.size) && frame.height > 0 ? target.height / frame.height : 1
        let from = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        let to = properties.contains(.position)
            ? CGPoint(x: target.minX + anchor.x * target.width, y: target.minY + anchor.y * target.height) : from
        return CGAffineTransform(translationX: -from.x, y: -from.y)
            .concatenating(CGAffineTransform(scaleX: scaleX, y: scaleY))
            .concatenating(CGAffineTransform(translationX: to.x, y: to.y))
    }
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: records the view's group for
/// its nodes. Apple: "If inserting a view in the same transaction that another view with the
/// same key is removed, the system will interpolate their frame rectangles in window space to
/// make it appear that there is a single view moving from its old position to its new
/// position. The usual transition mechanisms define how each of the two views is rendered
/// during the transition"; a non-source view takes the `properties` of the source's frame
/// (developer.apple.com/documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)).
/// Settled trees place non-source views (`ResolvedNode.matchingGeometry`); frames of a
/// sequence fly the views (`RunningAnimations`).
nonisolated struct MatchedGeometryModifier: ViewModifier {
    typealias Body = Never
    let geometry: MatchedGeometry

    static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        let nodes = context.child(.slot(0)).build(content)
        for node in nodes { if let id = node.identity { context.graph.matchedGeometry[id] = modifier.geometry } }
        return _ViewOutputs(nodes: nodes)
    }
}

nonisolated extension View {
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(MatchedGeometryModifier(geometry: MatchedGeometry(key: .init(namespace: namespace, id: AnyHashable(id)),
                                                                   properties: properties, anchor: anchor, isSource: isSource)))
    }
}

extension ResolvedNode {
    /// The tree with every non-source matched view moved onto its group's source (the first
    /// source in drawing order); groups without a source leave their views where they are.
    func matchingGeometry(_ groups: [Int: MatchedGeometry]) -> ResolvedNode {
        var sources: [MatchedGeometry.Key: CGRect] = [:]
        func collect(_ node: ResolvedNode) {
            if let id = node.identity, let group = groups[id], group.isSource, sources[group.key] == nil { sources[group.key] = node.frame }
            node.childNodes.forEach(collect)
        }
        collect(self)
        func place(_ node: ResolvedNode) -> ResolvedNode {
            if let id = node.identity, let group = groups[id], !group.isSource, let source = sources[group.key] {
                return node.transformed(by: group.transform(from: node.frame, to: source), opacity: 1)
            }
            var node = node
            node.children = node.children.map(place)
            return node
        }
        return sources.isEmpty ? self : place(self)
    }

    /// The node made by `identity`, depth first.
    func node(identity: Int) -> ResolvedNode? { first { $0.identity == identity } }

    /// Changes the node made by `identity` with `change`; false if there is none.
    mutating func modify(identity: Int, _ change: (inout ResolvedNode) -> Void) -> Bool {
        guard let offset = offset(where: { $0.identity == identity }) else { return false }
        modify(nodeAt: offset, change)
        return true
    }
}
