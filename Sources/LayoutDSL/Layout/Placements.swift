/// Where a parent puts each of its subviews, in order: what `NodeBehavior.placements` answers.
///
/// Most nodes are unary modifiers with one subview, so one placement is kept inline and only
/// containers hold an array: returned as an array, the single placement of every frame, padding
/// and background was an allocation, its metadata lookup and its release, about 9 a row of the
/// benchmark list (callgrind, issue 19 §3).
struct Placements: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case one(Placement)
        case many([Placement])
    }
    private var storage: Storage

    init(_ placements: [Placement]) {
        storage = placements.count == 1 ? .one(placements[0]) : .many(placements)
    }

    init(_ placement: Placement) { storage = .one(placement) }

    /// A placement for each element (a node's subviews, their indices), a single one inline
    /// without making an array.
    init<C: Collection>(_ elements: C, _ place: (C.Element) -> Placement) {
        storage = elements.count == 1 ? .one(place(elements[elements.startIndex])) : .many(elements.map(place))
    }

    init(arrayLiteral elements: Placement...) { self.init(elements) }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let placements): placements.count
        }
    }

    subscript(index: Int) -> Placement {
        get {
            switch storage {
            case .one(let placement):
                precondition(index == 0, "Placements index out of range")
                return placement
            case .many(let placements): return placements[index]
            }
        }
        set {
            switch storage {
            case .one:
                precondition(index == 0, "Placements index out of range")
                storage = .one(newValue)
            case .many(var placements):
                // Released from `storage` first, so the array is written in place.
                storage = .many([])
                placements[index] = newValue
                storage = .many(placements)
            }
        }
    }
}
