import LayoutDSL

/// Shadows already blurred in this frame, by what cast them: a caster drawn again (a list's
/// switches, whose knobs are the same white circle with the same shadow in every row) reuses
/// the blurred alpha instead of blurring it again. Blurring is most of a shadow's cost (16 %
/// of a settings form's frame at 3x, `perf record` of `RasterVsCairo frames settings ours`), and
/// Skia caches blurred masks of repeated shapes the same way (`SkMaskCache`). A hit needs the
/// same standard deviation and the caster's alpha equal byte for byte, so the bytes drawn are
/// those of blurring again.
///
/// The cache belongs to one `Renderer.render` call (a class only so that the renderer's nested
/// layers share it): no frame sees another's casters, and no two threads share one.
final class ShadowAlphaCache: @unchecked Sendable {
    private struct Entry {
        let sigma: CGFloat
        let width: Int
        let caster: [UInt8]
        let blurred: [UInt8]
    }

    /// Bytes of casters and blurred planes kept at most (two 360-pixel-square casters at 3x):
    /// past it new shadows are blurred and not kept, so the cache never outgrows a frame's work.
    static let capacity = 1 << 18

    private var entries: [Entry] = []
    private var bytes = 0

    /// The blurred alpha of `layer` (`Canvas.shadowAlpha`), from the cache when a caster with
    /// the same alpha was blurred with the same `sigma`.
    func blurred(_ layer: Canvas, sigma: CGFloat) -> CoverageMask {
        let caster = layer.alpha
        if let hit = entries.first(where: { $0.sigma == sigma && $0.width == layer.width && $0.caster == caster }) {
            return CoverageMask(bounds: layer.bounds, values: hit.blurred)
        }
        let mask = CoverageMask(bounds: layer.bounds, values: caster).blurred(sigma: sigma)
        if bytes + 2 * caster.count <= Self.capacity {
            entries.append(Entry(sigma: sigma, width: layer.width, caster: caster, blurred: mask.values))
            bytes += 2 * caster.count
        }
        return mask
    }
}
