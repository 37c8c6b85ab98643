/// One step of a view's structural identity (its position in the view tree).
enum IdentityComponent: Hashable {
    /// Position in a builder block.
    case index(Int)
    /// Branch of an `if`/`switch`.
    case branch(Int)
    /// A `ForEach` element's id.
    case id(AnyHashable)
    /// A `ForEach` element's id when it is an `Int` (ranges, most models): no `AnyHashable` box.
    case intID(Int)
    /// An explicit `.id(_:)`.
    case explicit(AnyHashable)
    /// The body of a view (or custom modifier) of this type.
    case type(ObjectIdentifier)
    /// A stored property of a view that holds its own dynamic properties, or a modifier's slot.
    case slot(Int)
}

/// Interns identity paths as small integers, so state and change tracking key on an `Int`
/// and a path costs one hash lookup per level instead of a hash of the whole path.
///
/// A step is keyed by three integers: the parent's number, the component's kind and its value,
/// with an `AnyHashable` id numbered first in a table of its own. Keyed by the component itself,
/// every hash, probe and resize of the table went through the enum's `AnyHashable` payload
/// (its value witnesses, a retain and a release a move): 7.5% of laying out 10,000 rows, where
/// most steps are positions in a builder block and a range's `Int` ids (Benchmarks.md, the ninth to fourteenth passes).
struct IdentityTable {
    /// Paths are numbered in 32 bits (a table of 2³¹ paths would take some 40 GB, past any
    /// machine this runs on), the kind in 8: a key is two words and a number half of one, where
    /// four words an entry were about 300 bytes a row of the benchmark list kept for as long as
    /// the host lives (Benchmarks.md, the ninth to fourteenth passes: memory per view).
    private struct Key: Hashable {
        let parent: Int32, kind: UInt8, value: Int

        func hash(into hasher: inout Hasher) {
            hasher.combine(parent); hasher.combine(kind); hasher.combine(value)
        }

        /// The table's hash, mixed by two multiplications instead of SipHash: every view built
        /// hashes a key or more, and SipHash's rounds over three words were about 2 k
        /// instructions a row of the benchmark list (callgrind; Benchmarks.md, the ninth to fourteenth passes). The keys are
        /// numbers the engine made, not input an adversary chooses; the seed still varies
        /// the buckets between runs as the standard hash does, and no result depends on them.
        func _rawHashValue(seed: Int) -> Int {
            var mixed = UInt64(bitPattern: Int64(parent)) &* 0x9E37_79B9_7F4A_7C15
            mixed ^= UInt64(bitPattern: Int64(value &* 8 &+ Int(kind))) &+ UInt64(bitPattern: Int64(seed))
            mixed = (mixed ^ (mixed >> 31)) &* 0xD6E8_FEB8_6659_FD93
            return Int(bitPattern: UInt(truncatingIfNeeded: mixed ^ (mixed >> 32)))
        }
    }
    private var table: [Key: Int32] = [:]
    /// The `AnyHashable` ids met so far (of `ForEach` elements that are not `Int`s, and of
    /// `.id(_:)`), numbered in order of first use: equal ids, whatever their types, share one.
    private var hashableIDs: [AnyHashable: Int] = [:]
    static let root = 0

    /// The path's number, a new one when the path is new: one hash of the key either way
    /// (the defaulted subscript's `_modify` finds or inserts in one probe; a lookup, then an
    /// insertion, hashed a new path twice, and a first build meets only new paths).
    mutating func child(of parent: Int, _ component: IdentityComponent) -> Int {
        number(for: key(parent, component), count: 1)
    }

    /// The first of `count` consecutive numbers that are the paths of a builder block's
    /// elements in `parent` (`.index(0)`, `.index(1)`…): one entry for the block, where an
    /// entry for each element was most of the table (a benchmark row's four elements took four
    /// of its five; at 10⁴ rows the table's buckets were about 260 bytes a row; Benchmarks.md, the ninth to fourteenth passes).
    /// A block of another size in the same parent is another path. Keyed by kind 7, which no
    /// component uses.
    mutating func elements(of parent: Int, count: Int) -> Int {
        number(for: Key(parent: Int32(truncatingIfNeeded: parent), kind: 7, value: count), count: count)
    }

    /// The number `key` has, else the next `count` numbers reserved for it.
    private mutating func number(for key: Key, count: Int) -> Int {
        func read(_ id: inout Int32) -> Int32 { id }
        let next = Int32(truncatingIfNeeded: nextNumber)
        let number = read(&table[key, default: next])
        if number == next { nextNumber += count }
        return Int(number)
    }

    /// The number the next new path takes (0 is the root's).
    private var nextNumber = 1

    private mutating func key(_ parent: Int, _ component: IdentityComponent) -> Key {
        let parent = Int32(truncatingIfNeeded: parent)
        return switch component {
        case .index(let index): Key(parent: parent, kind: 0, value: index)
        case .branch(let branch): Key(parent: parent, kind: 1, value: branch)
        case .id(let id): Key(parent: parent, kind: 2, value: number(id))
        case .intID(let id): Key(parent: parent, kind: 3, value: id)
        case .explicit(let id): Key(parent: parent, kind: 4, value: number(id))
        case .type(let type): Key(parent: parent, kind: 5, value: Int(bitPattern: type))
        case .slot(let slot): Key(parent: parent, kind: 6, value: slot)
        }
    }

    private mutating func number(_ id: AnyHashable) -> Int {
        func read(_ number: inout Int) -> Int { number }
        let next = hashableIDs.count
        return read(&hashableIDs[id, default: next])
    }
}
