/// Items drawn in a space of their own, with their own clip, opacity, filters and blend mode: what
/// a `GraphicsContext` records for the drawing a `Canvas` does in one state of the context.
///
/// As in SwiftUI's `GraphicsContext`, the opacity, filters and blend mode reach each item on its
/// own (two overlapping fills at 50% show through each other) unless the group is `isolated`: a
/// layer (`drawLayer`), whose items composite into one image first, which then gets them once.
public struct DisplayGroup: Equatable, Sendable {
    public var items: [DisplayItem]
    /// Maps the items' space to the enclosing one (the node's local space at the top).
    public var transform: CGAffineTransform = .identity
    /// Clips in the enclosing space (before `transform`), all of which apply.
    public var clips: [DisplayClip] = []
    public var opacity: Double = 1
    public var filters: [DisplayFilter] = []
    public var blendMode: GraphicsContext.BlendMode = .normal
    public var isolated = false

    public init(items: [DisplayItem], transform: CGAffineTransform = .identity) {
        self.items = items; self.transform = transform
    }

    /// Whether each item must be rendered into a layer of its own before it is composited.
    public var needsLayer: Bool { isolated || !filters.isEmpty || blendMode != .normal }
}

/// A clip of a `DisplayGroup`: a shape (`GraphicsContext.clip(to:style:options:)`) or the alpha
/// of drawing (`clipToLayer`), either of which may be inverted.
public enum DisplayClip: Equatable, Sendable {
    case shape(ClipShape, inverse: Bool)
    /// The coverage of these items times `opacity`.
    case layer([DisplayItem], opacity: Double, inverse: Bool)
}

/// A filter a `DisplayGroup` applies to each item it draws (`GraphicsContext.addFilter`).
public enum DisplayFilter: Equatable, Sendable {
    /// Gaussian blur, standard deviation in points.
    case blur(radius: CGFloat)
    /// `shadowOnly` draws only the shadow; `above` draws it over the item, masked by the item's
    /// alpha, rather than below it; `invertsAlpha` casts it from the item's transparent part
    /// (an inner shadow).
    case shadow(Shadow, only: Bool, above: Bool, invertsAlpha: Bool)
    /// A 4×5 matrix on straight-alpha colour, rows R, G, B, A over (r, g, b, a, 1).
    case colorMatrix(ColorMatrix)
    /// A projective transform of the item in the enclosing space (`Filter.projectionTransform`).
    case projection(ProjectionTransform)
    /// Pixels whose alpha lies in `min…max` become `color`; the rest become transparent.
    case alphaThreshold(min: Double, max: Double, color: Color.Resolved)
}
