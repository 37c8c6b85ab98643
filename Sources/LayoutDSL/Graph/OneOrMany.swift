/// A collection that keeps a single element inline and only more than one in an array: what a
/// view builds (`NodeList`: most views build one node, and most nodes have one subview) and
/// where a parent puts its subviews (`Placements`: most parents are unary modifiers).
///
/// As arrays, every frame, padding and shape made one allocation for its one node, another for
/// its subviews and another for its placement, each with a metadata lookup and a release: about
/// 20 of a benchmark row's 54 allocations (callgrind; Benchmarks.md, the ninth to fourteenth passes).
struct OneOrMany<Element>: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case one(Element)
        case many([Element])
    }
    private var storage: Storage

    init() { storage = .many([]) }

    init(_ element: Element) { storage = .one(element) }

    init<S: Sequence>(_ elements: S) where S.Element == Element { self.init(Array(elements)) }

    init(_ elements: [Element]) { storage = elements.count == 1 ? .one(elements[0]) : .many(elements) }

    init(arrayLiteral elements: Element...) { self.init(elements) }

    /// An element made from each of `sources`, a single one inline without making an array.
    init<C: Collection>(_ sources: C, _ make: (C.Element) throws -> Element) rethrows {
        storage = sources.count == 1 ? .one(try make(sources[sources.startIndex])) : .many(try sources.map(make))
    }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let elements): elements.count
        }
    }

    subscript(index: Int) -> Element {
        get {
            switch storage {
            case .one(let element):
                // Index out of range traps, as `Array`'s subscript does.
                precondition(index == 0, "index out of range")
                return element
            case .many(let elements): return elements[index]
            }
        }
        set {
            switch storage {
            case .one:
                // Index out of range traps, as `Array`'s subscript does.
                precondition(index == 0, "index out of range")
                storage = .one(newValue)
            case .many: changeArray { $0[index] = newValue }
            }
        }
    }

    /// Calls `body` with each element in order. The elements are lent, not copied out: a
    /// `for` loop over the collection copied it into its iterator and each element out of it,
    /// a retain and a release apiece, which a loop over an array does not pay (callgrind,
    /// Benchmarks.md, the ninth to fourteenth passes). Hot loops over nodes use this.
    @inline(__always)
    func forEach(_ body: (Element) throws -> Void) rethrows {
        switch storage {
        case .one(let element): try body(element)
        case .many(let elements): for element in elements { try body(element) }
        }
    }

    /// The elements as an array (one made for a single element).
    var array: [Element] {
        switch storage {
        case .one(let element): [element]
        case .many(let elements): elements
        }
    }

    /// Changes the elements as an array, kept as one: released from `storage` first, the array
    /// is referenced once and changed in place.
    private mutating func changeArray(_ change: (inout [Element]) -> Void) {
        var elements = array
        storage = .many([])
        change(&elements)
        storage = .many(elements)
    }

    mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with newElements: C) where C.Element == Element {
        changeArray { $0.replaceSubrange(range, with: newElements) }
        if count == 1 { self = OneOrMany(self[0]) }
    }

    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > 1 else { return }
        changeArray { $0.reserveCapacity(minimumCapacity) }
    }

    mutating func append(_ element: Element) {
        switch storage {
        case .one(let first): storage = .many([first, element])
        // An empty list with no room reserved keeps its one element inline.
        case .many(let elements) where elements.capacity == 0: storage = .one(element)
        case .many: changeArray { $0.append(element) }
        }
    }

    mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        for element in newElements { append(element) }
    }

    /// Appending to an empty list with no room reserved takes the other's storage as it is.
    mutating func append(contentsOf other: OneOrMany) {
        if case .many(let elements) = storage, elements.capacity == 0 { self = other; return }
        other.forEach { append($0) }
    }
}
