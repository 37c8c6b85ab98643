/// The union a glass effect joins: its identifier in its namespace (Sendable: `glassEffectUnion` takes
/// only Sendable identifiers).
struct GlassEffectUnionID: Hashable, @unchecked Sendable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// The glass effects of a container's unions: each member's glass, shape and bounds, in view order.
struct GlassEffectUnionKey: PreferenceKey {
    struct Member {
        let union: GlassEffectUnionID
        let glass: Glass
        let shape: AnyShape
        let bounds: Anchor<CGRect>
    }

    /// One union's glass: the first member's glass and shape over the bounding box of them all.
    struct Union {
        let union: GlassEffectUnionID
        let glass: Glass
        let shape: AnyShape
        let frame: CGRect
    }

    static var defaultValue: [Member] { [] }
    static func reduce(value: inout [Member], nextValue: () -> [Member]) { value += nextValue() }

    /// The unions of `members`, in the order their first members come, framed in `proxy`'s space.
    static func unions(_ members: [Member], in proxy: GeometryProxy) -> [Union] {
        var unions: [Union] = []
        for member in members {
            let frame = proxy[member.bounds]
            if let index = unions.firstIndex(where: { $0.union == member.union }) {
                let union = unions[index]
                unions[index] = Union(union: union.union, glass: union.glass, shape: union.shape, frame: union.frame.union(frame))
            } else {
                unions.append(Union(union: member.union, glass: member.glass, shape: member.shape, frame: frame))
            }
        }
        return unions
    }
}

private struct GlassEffectUnionEnvironmentKey: EnvironmentKey { static let defaultValue: GlassEffectUnionID? = nil }

extension EnvironmentValues {
    /// The union the glass effects below join (`glassEffectUnion(id:namespace:)`), if any.
    var glassEffectUnion: GlassEffectUnionID? {
        get { self[GlassEffectUnionEnvironmentKey.self] } set { self[GlassEffectUnionEnvironmentKey.self] = newValue }
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension View {
    /// The glass effects in this view join the union `id` of `namespace`: inside a
    /// `GlassEffectContainer` they draw as one glass shape over all the members' frames (see there);
    /// a nil id, or no container, leaves each glass its own. SwiftUICore of iOS 26 declares it on
    /// the main actor.
    @MainActor @preconcurrency
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        environment(\.glassEffectUnion, id.map { GlassEffectUnionID(id: AnyHashable($0), namespace: namespace) })
    }
}
