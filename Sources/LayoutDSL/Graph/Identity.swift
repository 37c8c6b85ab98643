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
struct IdentityTable {
    private struct Key: Hashable { let parent: Int; let component: IdentityComponent }
    private var table: [Key: Int] = [:]
    static let root = 0

    /// The path's number, a new one when the path is new: one hash of the key either way
    /// (the defaulted subscript's `_modify` finds or inserts in one probe; a lookup, then an
    /// insertion, hashed a new path twice, and a first build meets only new paths).
    mutating func child(of parent: Int, _ component: IdentityComponent) -> Int {
        func read(_ id: inout Int) -> Int { id }
        let next = table.count + 1
        return read(&table[Key(parent: parent, component: component), default: next])
    }
}
