import LayoutDSL

/// An outline's coverage read a row at a time, top to bottom, from its rasterizer into one
/// row's buffer that stays in cache: a fill never holds the whole mask. Rows the outline marks
/// as repeats (`RasterOutline.repeatedRows`) are the row above them again, taken once.
struct CoverageRows: ~Copyable {
    private var rasterizer: Rasterizer
    private let outline: RasterOutline
    private let buffer: UnsafeMutablePointer<UInt8>
    /// The row the repeats copy, kept apart from `buffer` (which later rows overwrite); nil
    /// until it is taken, and when it has no coverage.
    private var repeated: UnsafeMutablePointer<UInt8>?
    private var repeatedTaken = false

    init(_ outline: RasterOutline) {
        rasterizer = outline.rasterizer()
        self.outline = outline
        buffer = .allocate(capacity: outline.bounds.width)
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
        rasterizer.takeRow(row, outline.rule, antialiased: outline.antialiased, into: out) ? UnsafePointer(out) : nil
    }
}
