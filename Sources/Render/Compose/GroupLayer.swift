import LayoutDSL

/// The layer a `DisplayGroup` with filters renders each item (or, when isolated, all of its
/// items) into: the part of pixel space whose ink can reach the visible area through the
/// filters, and nothing more, as `EffectLayer` bounds a view's blur and shadow.
///
/// - Radii and offsets enter sanitized (`EffectLayer.sigma`, `offset`, `distance`): no value a
///   canvas's closure computes (NaN, infinite, 1e300) can trap a conversion.
/// - A layer holds the items' ink grown by the filters' spread, within the clip grown by the
///   same spread: a small shape blurred on a large canvas gets a small layer.
/// - Kernels wider than `EffectLayer.fullResolutionSigma` draw at a resolution reduced by a whole
///   factor, and so does any layer that would still exceed `Renderer.maximumPixels` (a shadow
///   offset by a million pixels): memory stays bounded whatever the values.
struct GroupLayer {
    /// Layer pixels per canvas pixel, inverted: 1 at full resolution.
    let reduction: Int
    /// How far filters move or spread ink, in layer pixels.
    private let spread: Int
    /// The clip in layer pixels, grown by `spread`.
    private let reach: PixelRect
    /// A projection may bring ink from anywhere into view: the layer then covers `reach`.
    private let projects: Bool

    /// `ink` bounds what all the items draw, in canvas pixels.
    init(_ filters: [DisplayFilter], pixelsPerPoint scale: CGFloat, clip: PixelRect, ink: CGRect) {
        var sigma: CGFloat = 0, spread: CGFloat = 0, projects = false
        for filter in filters {
            switch filter {
            case .blur(let radius):
                let s = EffectLayer.sigma(radius, scale: scale)
                sigma = max(sigma, s); spread += 3 * s
            case .shadow(let shadow, _, _, _):
                let s = EffectLayer.sigma(shadow.radius / 2, scale: scale)
                sigma = max(sigma, s)
                spread += 3 * s + max(EffectLayer.distance(shadow.x, scale: scale), EffectLayer.distance(shadow.y, scale: scale))
            case .projection: projects = true
            case .colorMatrix, .alphaThreshold: break
            }
        }
        var reduction = EffectLayer.reduction(sigma: sigma)
        func extent(_ k: Int) -> (spread: Int, reach: PixelRect, area: Double) {
            let grown = Int((spread / CGFloat(k)).rounded(.up)) + 1
            let reach = clip.reduced(by: k).expanded(by: grown)
            let held = projects ? reach : reach.intersection(PixelRect(covering: ink).reduced(by: k).expanded(by: grown))
            return (grown, reach, Double(held.width) * Double(held.height))
        }
        var bounded = extent(reduction)
        while bounded.area > Double(Renderer.maximumPixels) {
            reduction *= 2
            bounded = extent(reduction)
        }
        self.reduction = reduction
        self.spread = bounded.spread
        self.reach = bounded.reach
        self.projects = projects
    }

    /// The layer for items whose ink lies in `ink` (layer pixels).
    func extent(holding ink: CGRect) -> PixelRect {
        projects ? reach : reach.intersection(PixelRect(covering: ink).expanded(by: spread))
    }
}

extension ProjectionTransform {
    /// This projection acting in the space `t` maps to pixels, as a projection of pixel space:
    /// pixel → that space → projected → pixel.
    func conjugated(by t: CGAffineTransform) -> ProjectionTransform {
        ProjectionTransform(t.inverted()).concatenating(self).concatenating(ProjectionTransform(t))
    }
}
