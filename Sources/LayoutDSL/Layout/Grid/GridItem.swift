/// A column of a `LazyVGrid` (a row of a `LazyHGrid`): its size, the spacing after it and
/// how cells align in it.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        /// Exactly this wide, whatever the space.
        case fixed(CGFloat)
        /// Its share of the remaining space, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Its share of the remaining space, split into as many sub-columns of at least
        /// `minimum` (at most `maximum`) as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this column (nil: 8 points, the default spacing).
    public var spacing: CGFloat?
    /// Where a cell sits in its column and row (nil: the grid's alignment, centred across).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// A resolved column (or row) of a lazy grid: where it starts and how long it is across the
/// grid's axis.
struct GridTrack: Equatable {
    var offset: CGFloat
    var length: CGFloat
    var alignment: Alignment?
}

extension GridItem {
    /// SwiftUI's column algorithm (objc.io, "SwiftUI's Grid Views", objc.io/blog/2020/11/23/grid-layout):
    /// the spacing after every column but the last is subtracted from the length; fixed columns
    /// take their size first; then, in order, each other column is offered the remaining length
    /// divided by the columns left: a flexible one clamps it to its bounds, an adaptive one
    /// takes it; finally each adaptive column is split into as many sub-columns of at least its
    /// minimum as fit with its spacing between them (each at most its maximum). Columns that
    /// leave room over are centred in the grid.
    static func tracks(_ items: [GridItem], length: CGFloat) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        func spacing(_ item: GridItem) -> CGFloat { max(item.spacing ?? ViewSpacing.defaultDistance, 0) }
        var remaining = length - items.dropLast().reduce(0) { $0 + spacing($1) }
        var widths = [CGFloat](repeating: 0, count: items.count)
        for (index, item) in items.enumerated() {
            if case .fixed(let size) = item.size { widths[index] = max(size, 0); remaining -= widths[index] }
        }
        var left = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        for (index, item) in items.enumerated() {
            let share = max(remaining, 0) / CGFloat(max(left, 1))
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum): widths[index] = min(max(share, max(minimum, 0)), max(maximum, minimum))
            case .adaptive: widths[index] = share
            }
            remaining -= widths[index]; left -= 1
        }
        var result: [GridTrack] = []
        var cursor: CGFloat = 0
        for (index, item) in items.enumerated() {
            let gap = spacing(item)
            if case .adaptive(let minimum, let maximum) = item.size {
                let minimum = max(minimum, 1)
                let count = max(Int(((widths[index] + gap) / (minimum + gap)).rounded(.down)), 1)
                let each = min((widths[index] - CGFloat(count - 1) * gap) / CGFloat(count), max(maximum, minimum))
                for _ in 0..<count {
                    result.append(GridTrack(offset: cursor, length: max(each, 0), alignment: item.alignment))
                    cursor += max(each, 0) + gap
                }
            } else {
                result.append(GridTrack(offset: cursor, length: widths[index], alignment: item.alignment))
                cursor += widths[index] + gap
            }
        }
        // Columns narrower than the grid are centred in it.
        let total = (result.last.map { $0.offset + $0.length } ?? 0)
        let shift = max((length - total) / 2, 0)
        return result.map { GridTrack(offset: $0.offset + shift, length: $0.length, alignment: $0.alignment) }
    }
}
