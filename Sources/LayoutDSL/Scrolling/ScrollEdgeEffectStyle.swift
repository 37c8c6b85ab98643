/// The style of the effect iOS 26 draws where a scroll view's content passes under a bar or the
/// edge (SwiftUI's `ScrollEdgeEffectStyle`): `.automatic`, `.hard` (an opaque-looking edge, for
/// pinned headers) or `.soft` (a gradual fade and blur).
///
/// Recorded in the environment (`scrollEdgeEffectStyle(_:for:)`), not drawn: the project draws
/// the iOS 18 design, in which bars have their own background and scroll views no edge effect.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, hard, soft }
    let kind: Kind

    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .automatic) }
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .hard) }
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .soft) }
}

/// The scroll edge effect configured for one edge: its style (nil: automatic) and whether it is hidden.
struct ScrollEdgeEffectConfiguration: Hashable, Sendable {
    var style: ScrollEdgeEffectStyle?
    var isHidden = false
}

private struct ScrollEdgeEffectsKey: EnvironmentKey { static let defaultValue: [Edge: ScrollEdgeEffectConfiguration] = [:] }

extension EnvironmentValues {
    /// The scroll edge effect of each edge scroll views below were configured with.
    var scrollEdgeEffects: [Edge: ScrollEdgeEffectConfiguration] {
        get { self[ScrollEdgeEffectsKey.self] } set { self[ScrollEdgeEffectsKey.self] = newValue }
    }
}

extension Edge.Set {
    /// The edges in the set.
    var edges: [Edge] { Edge.allCases.filter { contains(Edge.Set($0)) } }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated extension View {
    /// The style of the scroll edge effect on `edges` of scroll views in this view (nil: automatic),
    /// as SwiftUI's `scrollEdgeEffectStyle(_:for:)` of iOS 26; recorded, not drawn (see
    /// `ScrollEdgeEffectStyle`).
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { effects in
            for edge in edges.edges { effects[edge, default: ScrollEdgeEffectConfiguration()].style = style }
        }
    }

    /// Hides (or shows again) the scroll edge effect on `edges`, as SwiftUI's
    /// `scrollEdgeEffectHidden(_:for:)` of iOS 26; recorded, not drawn (see `ScrollEdgeEffectStyle`).
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { effects in
            for edge in edges.edges { effects[edge, default: ScrollEdgeEffectConfiguration()].isHidden = hidden }
        }
    }
}
