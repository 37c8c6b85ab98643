/// UAX #9's rule L2 (https://www.unicode.org/reports/tr9/#L2): "From the highest level found in
/// the text to the lowest odd level on each line, including intermediate levels not actually
/// present in the text, reverse any contiguous sequence of characters that are at that level or
/// higher." Applied to one line's glyphs (each with its character's level), it gives the order
/// they are drawn in, left to right. A right-to-left run's glyphs, kept in logical order, come
/// out in the order HarfBuzz shaped them; a cluster's glyphs stay together, as reversals only
/// ever move whole runs of a level.
enum BidiReordering {
    /// The indices of `levels` in visual order.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0, let lowest = levels.min() else { return order }
        let lowestOdd = lowest | 1
        guard highest >= lowestOdd else { return order }
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order
    }
}
