/// What a view answered for its last four proposals, replaced round-robin. Stacks ask each
/// subview about three proposals (minimum, maximum, its share) and placement repeats one, so
/// four entries kept inline avoid both recomputation and allocation. Sizes of layout nodes and
/// text layouts are both cached this way.
struct ProposalCache<Value> {
    private var entries: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
    private var next = 0
    private struct Entry { let proposal: ProposedViewSize; let value: Value }

    subscript(proposal: ProposedViewSize) -> Value? {
        get {
            if let e = entries.0, e.proposal == proposal { return e.value }
            if let e = entries.1, e.proposal == proposal { return e.value }
            if let e = entries.2, e.proposal == proposal { return e.value }
            if let e = entries.3, e.proposal == proposal { return e.value }
            return nil
        }
        set {
            guard let newValue else { return }
            let entry = Entry(proposal: proposal, value: newValue)
            switch next {
            case 0: entries.0 = entry
            case 1: entries.1 = entry
            case 2: entries.2 = entry
            default: entries.3 = entry
            }
            next = (next + 1) % 4
        }
    }
}
