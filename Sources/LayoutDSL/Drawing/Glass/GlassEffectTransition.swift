/// How glass appears and disappears (SwiftUICore's `GlassEffectTransition` of iOS 26):
/// `.matchedGeometry` (the default) grows it out of a nearby glass shape in the container,
/// `.materialize` fades the glass and its content in, `.identity` changes nothing.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct GlassEffectTransition: Sendable {
    enum Kind: Sendable { case matchedGeometry, materialize, identity }
    let kind: Kind

    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension View {
    /// The transition the glass effects in this view use as they are inserted or removed, as
    /// SwiftUI's `glassEffectTransition(_:)` of iOS 26 (main-actor isolated there). Not drawn: the
    /// transition's frames; glass is present or absent as at the transition's ends.
    @MainActor @preconcurrency
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        self
    }
}
