import LayoutDSL

/// An outline's coverage read a row at a time, top to bottom, from its rasterizer into one
/// row's buffer that stays in cache: a fill never holds the whole mask. Rows the outline marks
/// as repeats (`RasterOutline.repeatedRows`) are the row above them again, taken once.
///
/// An outline whose cells would pass the thread's retained buffer (`RasterCells.retainedLimit`,
/// 64 MB) is rasterized in bands of rows of 4 M cells (16 MB), its edges added again for each band, as
/// scan converters work a band at a time: a shape the size of a 64-megapixel canvas took
/// 256 MB of fresh cells and 65,536 page faults for each fill (seed 17 tree 36700: 40% of its
/// page faults, with some sixty such shapes). Smaller outlines are one band, as before.
struct CoverageRows: ~Copyable {
    /// The current band's; nil between bands, so that one gives the cells back before the next takes them.
    private var rasterizer: Rasterizer?
    /// The rows of the outline's bounds (from its top) the rasterizer holds.
    private var band: Range<Int>
    private let bandHeight: Int
    /// Cells of a band, when there is more than one (16 MB).
    private static let bandCells = 4 << 20
    private let outline: RasterOutline
    private let buffer: UnsafeMutablePointer<UInt8>
    /// The row the repeats copy, kept apart from `buffer` (which later rows overwrite); nil
    /// until it is taken, and when it has no coverage.
    private var repeated: UnsafeMutablePointer<UInt8>?
    private var repeatedTaken = false

    init(_ outline: RasterOutline) {
        bandHeight = Self.bandHeight(of: outline.bounds)
        band = 0..<min(bandHeight, outline.bounds.height)
        rasterizer = outline.rasterizer(rows: band)
        self.outline = outline
        buffer = .allocate(capacity: outline.bounds.width)
    }

    /// The rows of a band for an outline over `bounds`: all of them unless their cells pass the
    /// retained buffer (a rasterizer's rows are `width + 2` cells).
    static func bandHeight(of bounds: PixelRect) -> Int {
        let stride = bounds.width + 2
        return stride * bounds.height <= RasterCells.retainedLimit ? bounds.height : max(1, bandCells / stride)
    }

    deinit {
        buffer.deallocate()
        repeated?.deallocate()
    }

    /// The coverage of canvas row `y` from column `bounds.x`, nil when it is all zero. Each row
    /// is asked at most once, in increasing order. The row the repeats copy is taken into a
    /// buffer of its own, whether it is asked first or only its repeats are (a clip below it).
    mutating func row(_ y: Int) -> UnsafePointer<UInt8>? {
        let bounds = outline.bounds, repeats = outline.repeatedRows
        guard !repeats.isEmpty, y >= repeats.lowerBound - 1, y < repeats.upperBound else { return take(y - bounds.y, into: buffer) }
        if !repeatedTaken {
            repeatedTaken = true
            let kept = UnsafeMutablePointer<UInt8>.allocate(capacity: bounds.width)
            if take(repeats.lowerBound - 1 - bounds.y, into: kept) != nil { repeated = kept } else { kept.deallocate() }
        }
        return repeated.map { UnsafePointer($0) }
    }

    private mutating func take(_ row: Int, into out: UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt8>? {
        if row >= band.upperBound {
            rasterizer = nil
            let top = row / bandHeight * bandHeight
            band = top..<min(top + bandHeight, outline.bounds.height)
            rasterizer = outline.rasterizer(rows: band)
        }
        return rasterizer!.takeRow(row - band.lowerBound, outline.rule, antialiased: outline.antialiased, into: out)
            ? UnsafePointer(out) : nil
    }
}
