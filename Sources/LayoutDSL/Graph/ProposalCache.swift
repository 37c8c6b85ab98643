/// What a view answered for its last four proposals, replaced round-robin. Stacks ask each
/// subview about three proposals (minimum, maximum, its share) and placement repeats one, so
/// four entries kept inline avoid both recomputation and allocation. Sizes of layout nodes and
/// text layouts are both cached this way.
///
/// Every layout node holds one, so it is kept compact (issue 19 §3, memory per view): a
/// proposal is stored as the bit patterns of its two dimensions, with an unspecified dimension
/// and an empty entry as two NaN patterns; a proposal with a NaN dimension is never stored, as
/// `==` never matched it before, and −0 is stored as 0, which `==` matched. 154 bytes for sizes,
/// where optional entries of `ProposedViewSize` took 232 (`MemoryLayout` sizes).
struct ProposalCache<Value> {
    private var keys: (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt)
        = (Self.empty, Self.empty, Self.empty, Self.empty, Self.empty, Self.empty, Self.empty, Self.empty)
    private var values: (Value?, Value?, Value?, Value?) = (nil, nil, nil, nil)
    private var next: UInt8 = 0

    private static var empty: UInt { 0x7FF8_0000_0000_0002 }
    private static var unspecified: UInt { 0x7FF8_0000_0000_0001 }

    /// The stored form of a dimension; nil for NaN, which equals nothing.
    private static func key(_ dimension: CGFloat?) -> UInt? {
        guard let dimension else { return unspecified }
        if dimension.isNaN { return nil }
        return dimension == 0 ? 0 : dimension.bitPattern
    }

    subscript(proposal: ProposedViewSize) -> Value? {
        get {
            guard let width = Self.key(proposal.width), let height = Self.key(proposal.height) else { return nil }
            if keys.0 == width, keys.1 == height { return values.0 }
            if keys.2 == width, keys.3 == height { return values.1 }
            if keys.4 == width, keys.5 == height { return values.2 }
            if keys.6 == width, keys.7 == height { return values.3 }
            return nil
        }
        set {
            guard let newValue, let width = Self.key(proposal.width), let height = Self.key(proposal.height) else { return }
            switch next {
            case 0: keys.0 = width; keys.1 = height; values.0 = newValue
            case 1: keys.2 = width; keys.3 = height; values.1 = newValue
            case 2: keys.4 = width; keys.5 = height; values.2 = newValue
            default: keys.6 = width; keys.7 = height; values.3 = newValue
            }
            next = (next + 1) % 4
        }
    }
}
