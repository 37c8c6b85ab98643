import LayoutDSL
import Synchronization

/// One face's glyph coverages at one pixel size: each glyph rasterized once per horizontal pen
/// phase (`GlyphPlacement`), then composited wherever it recurs, as cairo's, Skia's and
/// CoreGraphics' glyph caches do. A text run asks its face for the strike once and each glyph
/// of the run only by number: a glyph's lookup is a multiplicative hash into an open-addressed
/// table (Skia's `SkTHashTable`), not the standard dictionary's seeded SipHash of a four-field
/// key, which was a tenth of a 1x text frame.
final class GlyphStrike: Sendable {
    /// The em in device pixels along x and y.
    let scaleX: CGFloat, scaleY: CGFloat
    private let table = Mutex(Table())

    /// Bytes of coverage a strike keeps before it starts over: a 17 pt glyph at 3x is about
    /// 40 x 60 bytes, so this holds the phases of a few hundred glyphs of CJK text.
    static let byteLimit = 4 << 20

    init(scaleX: CGFloat, scaleY: CGFloat) {
        self.scaleX = scaleX
        self.scaleY = scaleY
    }

    /// `glyph`'s coverage with its pen `phase` thirds of a pixel right of the pixel origin
    /// (bounds relative to that origin), rasterized from `face`'s outline the first time.
    func coverage(_ glyph: UInt32, phase: Int, of face: FontFace) -> CoverageMask? {
        let key = UInt64(glyph) &* UInt64(GlyphPlacement.phases) &+ UInt64(phase) &+ 1
        if let found = table.withLock({ $0.find(key) }) { return found.mask }
        // Made outside the lock: reading the outline takes the face's.
        let unit = 1 / face.unitsPerEm
        let placement = CGAffineTransform(a: scaleX * unit, b: 0, c: 0, d: -scaleY * unit,
                                          tx: CGFloat(phase) / CGFloat(GlyphPlacement.phases), ty: 0)
        let polygons = face.outline(glyph).flattened(tolerance: RasterShape.tolerance, transform: placement).map(\.points)
        let reach = PixelRect(x: -1 << 24, y: -1 << 24, width: 1 << 25, height: 1 << 25)
        let mask = RasterOutline(polygons, rule: .nonZero, limit: reach, antialiased: true)?.mask
        table.withLock { $0.insert(key, Entry(mask: mask)) }
        return mask
    }

    /// A glyph's coverage, nil for a glyph with no ink.
    private struct Entry { let mask: CoverageMask? }

    /// Keys (glyph · phases + phase + 1; 0 is an empty slot) probed linearly from their hash,
    /// kept at most half full.
    private struct Table {
        var keys = [UInt64](repeating: 0, count: 64)
        var entries = [Entry](repeating: Entry(mask: nil), count: 64)
        var count = 0, bytes = 0

        private func slot(_ key: UInt64) -> Int {
            let mask = keys.count - 1
            var i = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
            while keys[i] != 0, keys[i] != key { i = (i + 1) & mask }
            return i
        }

        func find(_ key: UInt64) -> Entry? {
            let i = slot(key)
            return keys[i] == key ? entries[i] : nil
        }

        mutating func insert(_ key: UInt64, _ entry: Entry) {
            let size = entry.mask?.values.count ?? 0
            if bytes + size > GlyphStrike.byteLimit { self = Table() }
            if 2 * (count + 1) > keys.count {
                let old = zip(keys, entries).filter { $0.0 != 0 }
                keys = Array(repeating: 0, count: 2 * keys.count)
                entries = Array(repeating: Entry(mask: nil), count: keys.count)
                for (key, entry) in old { let i = slot(key); keys[i] = key; entries[i] = entry }
            }
            let i = slot(key)
            guard keys[i] != key else { return }
            keys[i] = key
            entries[i] = entry
            count += 1
            bytes += size
        }
    }
}
