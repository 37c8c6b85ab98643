@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
nonisolated extension View {
    /// Gives the glass effects in this view an identity in `namespace`, as SwiftUICore's
    /// `glassEffectID(_:in:)` of iOS 26: SwiftUI morphs glass with the same identity from one shape
    /// to the next across a change inside a `GlassEffectContainer`. Not drawn: the morph; a still
    /// frame shows each glass where it is, which is what iOS shows once the morph has settled.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        self
    }
}
