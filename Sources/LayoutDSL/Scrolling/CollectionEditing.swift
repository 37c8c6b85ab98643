import Foundation

/// SwiftUI's collection helpers for `onDelete` and `onMove` actions.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at these offsets (offsets outside the collection are ignored).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at these offsets before the element now at `destination` (clamped to
    /// the collection), keeping their order, as a drag in edit mode does: the elements before
    /// `destination` that move gather at its front, those after it follow them, and the others
    /// keep their order. SwiftUI declares it on any `MutableCollection`, so the elements are
    /// rearranged in place (through a copy of their order): the count never changes.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let destination = Swift.min(Swift.max(destination, 0), total)
        let moving = source.filter { $0 >= 0 && $0 < total }
        guard !moving.isEmpty else { return }
        let staying = (0..<total).filter { !moving.contains($0) }
        let split = staying.firstIndex { $0 >= destination } ?? staying.count
        let order = staying[..<split] + moving + staying[split...]
        let elements = Array(self)
        for (position, offset) in zip(indices, order) { self[position] = elements[offset] }
    }
}
