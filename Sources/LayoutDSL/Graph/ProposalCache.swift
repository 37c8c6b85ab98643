/// What a view answered for its last four proposals, replaced round-robin. Stacks ask each
/// subview about three proposals (minimum, maximum, its share) and placement repeats one, so
/// four entries kept inline avoid both recomputation and allocation. Sizes of layout nodes and
/// text layouts are both cached this way.
///
/// Every layout node holds one, so it is kept compact (Benchmarks.md, the ninth to fourteenth passes: memory per view): a
/// proposal is stored as its `ProposalKey` (the bit patterns of its two dimensions, unspecified
/// and NaN as patterns of their own), an empty entry as a third NaN pattern. 154 bytes for sizes (and one pointer for the spill below),
/// where optional entries of `ProposedViewSize` took 232 (`MemoryLayout` sizes).
///
/// An entry replaced is kept in `spilled`, so a node asked about more than four proposals in a
/// pass still measures each once: stacks of alternating axes around flexible frames ask a deep
/// subview about more and more proposals, and with four entries each miss re-measured the whole
/// subtree below it, exponential in depth (16 levels measured a leaf 1,998 times, 18 with the
/// spill: `FuzzRegressionTests.nestedStacksMeasureEachProposalOnce`). Nodes live for
/// one pass, so the spill does too; it stays empty (one pointer) for most nodes. It is a list
/// searched in order, not a dictionary: spilling nodes hold a few entries (a stack's subviews,
/// asked three proposals for each of the three their stack is asked), and a dictionary cost two
/// allocations and a rehash for them where a list costs one (2,000 rows: 16,000 dictionary
/// allocations, 3% of the pass's instructions).
struct ProposalCache<Value> {
    private var keys: (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt)
        = (Self.empty, Self.empty, Self.empty, Self.empty, Self.empty, Self.empty, Self.empty, Self.empty)
    private var values: (Value?, Value?, Value?, Value?) = (nil, nil, nil, nil)
    private var next: UInt8 = 0
    private var spilled: [(key: ProposalKey, value: Value)] = []

    private static var empty: UInt { 0x7FF8_0000_0000_0002 }

    /// The subscript's getter, reached by address: through a class's stored property (a layout
    /// node's measurements) the getter was handed a copy of the whole cache, 154 bytes and a
    /// retain and release of the spill, at every ask (about 3 k instructions a row of the
    /// benchmark list; callgrind, Benchmarks.md, the ninth to fourteenth passes). It changes nothing.
    mutating func lookUp(_ proposal: ProposedViewSize) -> Value? { self[proposal] }

    subscript(proposal: ProposedViewSize) -> Value? {
        get {
            let key = ProposalKey(proposal), width = key.width, height = key.height
            if keys.0 == width, keys.1 == height { return values.0 }
            if keys.2 == width, keys.3 == height { return values.1 }
            if keys.4 == width, keys.5 == height { return values.2 }
            if keys.6 == width, keys.7 == height { return values.3 }
            return spilled.isEmpty ? nil : spilled.first { $0.key == key }?.value
        }
        set {
            guard let newValue else { return }
            let key = ProposalKey(proposal), width = key.width, height = key.height
            let replaced: (UInt, UInt, Value?)
            switch next {
            case 0: replaced = (keys.0, keys.1, values.0); keys.0 = width; keys.1 = height; values.0 = newValue
            case 1: replaced = (keys.2, keys.3, values.1); keys.2 = width; keys.3 = height; values.1 = newValue
            case 2: replaced = (keys.4, keys.5, values.2); keys.4 = width; keys.5 = height; values.2 = newValue
            default: replaced = (keys.6, keys.7, values.3); keys.6 = width; keys.7 = height; values.3 = newValue
            }
            if let value = replaced.2 {
                if spilled.isEmpty { spilled.reserveCapacity(4) }
                spilled.append((ProposalKey(bits: replaced.0, replaced.1), value))
            }
            next = (next + 1) % 4
        }
    }
}
