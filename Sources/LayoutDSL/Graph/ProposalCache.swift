/// What a view answered for its last four proposals, replaced round-robin. Stacks ask each
/// subview about three proposals (minimum, maximum, its share) and placement repeats one, so
/// four entries kept inline avoid both recomputation and allocation. Sizes of layout nodes and
/// text layouts are both cached this way.
///
/// An entry replaced is kept in `spilled`, so a node asked about more than four proposals in a
/// pass still measures each once: stacks of alternating axes around flexible frames ask a deep
/// subview about more and more proposals, and with four entries each miss re-measured the whole
/// subtree below it, exponential in depth (16 levels measured a leaf 1,998 times, 18 with the
/// spill: `FuzzRegressionTests.nestedStacksMeasureEachProposalOnce`, issue 17). Nodes live for
/// one pass, so the spill does too.
struct ProposalCache<Value> {
    private var entries: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
    private var next = 0
    private struct Entry { let proposal: ProposedViewSize; let value: Value }
    private var spilled: [ProposedViewSize: Value] = [:]

    subscript(proposal: ProposedViewSize) -> Value? {
        get {
            if let e = entries.0, e.proposal == proposal { return e.value }
            if let e = entries.1, e.proposal == proposal { return e.value }
            if let e = entries.2, e.proposal == proposal { return e.value }
            if let e = entries.3, e.proposal == proposal { return e.value }
            return spilled.isEmpty ? nil : spilled[proposal]
        }
        set {
            guard let newValue else { return }
            let entry = Entry(proposal: proposal, value: newValue)
            let replaced: Entry?
            switch next {
            case 0: replaced = entries.0; entries.0 = entry
            case 1: replaced = entries.1; entries.1 = entry
            case 2: replaced = entries.2; entries.2 = entry
            default: replaced = entries.3; entries.3 = entry
            }
            if let replaced { spilled[replaced.proposal] = replaced.value }
            next = (next + 1) % 4
        }
    }
}
