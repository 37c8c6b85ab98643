/// Groups glass shapes as SwiftUICore's `GlassEffectContainer` of iOS 26: its content lays out as
/// it would alone, and glass effects inside it that share a `glassEffectUnion(id:namespace:)` draw
/// as one glass shape — the first member's glass and shape stretched over the bounding box of all
/// the members' frames (Apple: "all effects with the same shape, effect, and union identifier are
/// combined").
///
/// Not drawn: the blending of separate glass shapes that come closer than `spacing` into one
/// liquid outline, and the morphing between shapes as they appear, move and disappear
/// (`glassEffectID(_:in:)`, `glassEffectTransition(_:)`): each glass keeps its own outline.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    @MainActor @preconcurrency
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        content
            .environment(\.isInGlassEffectContainer, true)
            .backgroundPreferenceValue(GlassEffectUnionKey.self) { members in
                GeometryReader { proxy in
                    ForEach(GlassEffectUnionKey.unions(members, in: proxy), id: \.union) { union in
                        GlassEffectBackground(glass: union.glass, shape: union.shape)
                            .frame(width: union.frame.width, height: union.frame.height)
                            .offset(x: union.frame.minX, y: union.frame.minY)
                    }
                }
            }
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension GlassEffectContainer: Sendable {}

private struct IsInGlassEffectContainerKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether a `GlassEffectContainer` encloses the view (its glass unions draw there).
    var isInGlassEffectContainer: Bool {
        get { self[IsInGlassEffectContainerKey.self] } set { self[IsInGlassEffectContainerKey.self] = newValue }
    }
}
