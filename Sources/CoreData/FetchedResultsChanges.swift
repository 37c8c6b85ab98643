/// What changed between two fetches of an `NSFetchedResultsController`, as its delegate is told
/// (Core Data's `NSFetchedResultsControllerDelegate` reference, "Typical Use"):
///
/// - a section whose name is new is inserted at its new index, one whose name is gone deleted at
///   its old index;
/// - an object that is new is inserted at its new index path, one that is gone deleted at its old;
/// - an object still there moved when its section changed or it left its place among the
///   remaining objects the context did not touch (those of a longest run kept in order), with
///   both paths; a touched object that kept its place is an update at its old path.
///
/// Index shifts caused only by inserts and deletes are not moves, as a table view's batch
/// updates expect. Changes are listed deletes first, then inserts, moves and updates, each in
/// index order, so the same fetches always give the same calls.
struct FetchedResultsChanges {
    struct ObjectChange {
        let object: AnyObject
        let indexPath: IndexPath?
        let type: NSFetchedResultsChangeType
        let newIndexPath: IndexPath?
    }

    struct SectionChange {
        let section: FetchedResultsSection
        let index: Int
        let type: NSFetchedResultsChangeType
    }

    private(set) var sections: [SectionChange] = []
    private(set) var objects: [ObjectChange] = []

    var isEmpty: Bool { sections.isEmpty && objects.isEmpty }

    init(from old: [FetchedResultsSection], to new: [FetchedResultsSection], updated: Set<ObjectIdentifier>) {
        let oldNames = Set(old.map(\.name)), newNames = Set(new.map(\.name))
        for (index, section) in old.enumerated() where !newNames.contains(section.name) {
            sections.append(SectionChange(section: section, index: index, type: .delete))
        }
        for (index, section) in new.enumerated() where !oldNames.contains(section.name) {
            sections.append(SectionChange(section: section, index: index, type: .insert))
        }
        let before = Self.placed(old), after = Self.placed(new)
        let oldPaths = Dictionary(uniqueKeysWithValues: before.map { (ObjectIdentifier($0.object), $0) })
        let newPaths = Dictionary(uniqueKeysWithValues: after.map { (ObjectIdentifier($0.object), $0) })
        for entry in before where newPaths[ObjectIdentifier(entry.object)] == nil {
            objects.append(ObjectChange(object: entry.object, indexPath: entry.path, type: .delete, newIndexPath: nil))
        }
        for entry in after where oldPaths[ObjectIdentifier(entry.object)] == nil {
            objects.append(ObjectChange(object: entry.object, indexPath: nil, type: .insert, newIndexPath: entry.path))
        }
        // The remaining objects in their new order, each with its old position. Those the
        // context did not touch keep their places when they stay in order among themselves; a
        // touched one moved when it left its place among them.
        let kept = after.compactMap { entry in oldPaths[ObjectIdentifier(entry.object)].map { (old: $0, new: entry) } }
        let untouched = kept.indices.filter { !updated.contains(ObjectIdentifier(kept[$0].new.object)) }
        let stable = Self.longestIncreasingRun(untouched.map { kept[$0].old.position }).map { untouched[$0] }.sorted()
        var updates: [ObjectChange] = []
        for (offset, pair) in kept.enumerated() {
            let touched = updated.contains(ObjectIdentifier(pair.new.object))
            let inPlace: Bool
            if touched {
                let before = stable.last { $0 < offset }.map { kept[$0].old.position } ?? -1
                let after = stable.first { $0 > offset }.map { kept[$0].old.position } ?? Int.max
                inPlace = before < pair.old.position && pair.old.position < after
            } else {
                inPlace = stable.contains(offset)
            }
            if pair.old.section != pair.new.section || !inPlace {
                objects.append(ObjectChange(object: pair.new.object, indexPath: pair.old.path, type: .move, newIndexPath: pair.new.path))
            } else if touched {
                updates.append(ObjectChange(object: pair.new.object, indexPath: pair.old.path, type: .update, newIndexPath: nil))
            }
        }
        objects += updates.sorted { $0.indexPath! < $1.indexPath! }
    }

    private struct Placed {
        let object: AnyObject
        let section: String
        let path: IndexPath
        /// The place in the whole result, all sections in order.
        let position: Int
    }

    private static func placed(_ sections: [FetchedResultsSection]) -> [Placed] {
        var placed: [Placed] = []
        for (sectionIndex, section) in sections.enumerated() {
            for (row, object) in section.members.enumerated() {
                placed.append(Placed(object: object, section: section.name, path: IndexPath(indexes: [sectionIndex, row]),
                                     position: placed.count))
            }
        }
        return placed
    }

    /// The offsets of a longest strictly increasing subsequence of `values` (patience sorting,
    /// the earliest such run on ties).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []            // offsets of the last element of the best run of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (offset, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[offset] = tails[low - 1] }
            if low == tails.count { tails.append(offset) } else { tails[low] = offset }
        }
        var run = Set<Int>()
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.insert(cursor)
            cursor = previous[cursor]
        }
        return run
    }
}
