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

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at these offsets before the element now at `destination` (clamped to
    /// the collection), keeping their order, as a drag in edit mode does.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let target = Swift.min(Swift.max(destination, 0), count) - valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: Swift.min(target, count)))
    }
}
