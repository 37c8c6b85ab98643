import LayoutDSL
import Synchronization

/// Shadows blurred so far in this process, by what cast them: a caster drawn again (a list's
/// switches, whose knobs are the same white circle with the same shadow in every row, and the
/// same knobs in the next frame of a sequence) reuses the blurred alpha instead of blurring it
/// again. Blurring is most of a shadow's cost (16 % of a settings form's frame at 3x, `perf
/// record` of `RasterVsCairo frames settings ours`), and Skia keeps blurred masks of repeated
/// shapes the same way, in a cache of the process bounded in bytes (`SkMaskCache` in
/// `SkResourceCache`). A hit needs the same standard deviation and the caster's alpha equal
/// byte for byte, so the bytes drawn are those of blurring again, on any thread.
final class ShadowAlphaCache: Sendable {
    static let shared = ShadowAlphaCache()

    /// Bytes of casters and blurred planes kept at most: the least recently used go first.
    static let capacity = 1 << 22

    private struct Key: Hashable {
        let sigma: CGFloat
        let width: Int
        let count: Int
        let digest: Int
    }

    private struct Entry {
        let caster: [UInt8]
        let blurred: [UInt8]
        var lastUse: UInt64
    }

    private struct Store {
        var entries: [Key: [Entry]] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let store = Mutex(Store())

    /// The blurred alpha of `layer` (`Canvas.shadowAlpha`), from the cache when a caster with
    /// the same alpha was blurred with the same `sigma`.
    func blurred(_ layer: Canvas, sigma: CGFloat) -> CoverageMask {
        let caster = layer.alpha
        var hasher = Hasher()
        caster.withUnsafeBytes { hasher.combine(bytes: $0) }
        let key = Key(sigma: sigma, width: layer.width, count: caster.count, digest: hasher.finalize())
        let hit: [UInt8]? = store.withLock { store in
            store.clock += 1
            guard let index = store.entries[key]?.firstIndex(where: { $0.caster == caster }) else { return nil }
            store.entries[key]![index].lastUse = store.clock
            return store.entries[key]![index].blurred
        }
        if let hit { return CoverageMask(bounds: layer.bounds, values: hit) }
        let mask = CoverageMask(bounds: layer.bounds, values: caster).blurred(sigma: sigma)
        let size = 2 * caster.count
        guard size <= Self.capacity else { return mask }
        store.withLock { store in
            store.clock += 1
            store.entries[key, default: []].append(Entry(caster: caster, blurred: mask.values, lastUse: store.clock))
            store.bytes += size
            while store.bytes > Self.capacity, let oldest = Self.leastRecentlyUsed(in: store.entries) {
                store.bytes -= 2 * store.entries[oldest.key]![oldest.index].caster.count
                store.entries[oldest.key]!.remove(at: oldest.index)
                if store.entries[oldest.key]!.isEmpty { store.entries[oldest.key] = nil }
            }
        }
        return mask
    }

    private static func leastRecentlyUsed(in entries: [Key: [Entry]]) -> (key: Key, index: Int)? {
        var oldest: (key: Key, index: Int, lastUse: UInt64)?
        for (key, list) in entries {
            for (index, entry) in list.enumerated() where entry.lastUse < oldest?.lastUse ?? .max {
                oldest = (key, index, entry.lastUse)
            }
        }
        return oldest.map { ($0.key, $0.index) }
    }
}
