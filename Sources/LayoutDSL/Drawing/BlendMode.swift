/// How a view's layer combines with what is drawn behind it in the enclosing group: SwiftUI's
/// `BlendMode`. The separable and non-separable modes follow the W3C "Compositing and Blending
/// Level 1" formulas (which Core Graphics' `CGBlendMode` documents as the PDF modes); the last
/// five are Porter-Duff operators and Core Graphics' plus modes.
public enum BlendMode: Equatable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

nonisolated extension View {
    /// Draws the view as one layer and combines it with what is behind it by `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(EffectModifier(name: "blendMode", kind: .blendMode(blendMode)))
    }
}
