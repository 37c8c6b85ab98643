/// A stack's results for the proposals it was last asked about: sizing and placement ask
/// for the same proposal, and the algorithm measures every subview up to three times.
/// Its entries are only touched by the short methods below, so they skip dynamic exclusivity
/// checks (see `LayoutNode`).
public final class StackCache {
    /// At most four, made with room for four: kept as two arrays grown one entry at a time,
    /// they were four allocations a stack a pass (callgrind; Benchmarks.md, the ninth to fourteenth passes).
    @exclusivity(unchecked) private var entries: [(proposal: ProposedViewSize, result: StackAlgorithm.Result)] = []
    private static let capacity = 4

    func result(for proposal: ProposedViewSize) -> StackAlgorithm.Result? {
        entries.first { $0.proposal == proposal }?.result
    }

    func store(_ result: StackAlgorithm.Result, for proposal: ProposedViewSize) {
        if entries.isEmpty { entries.reserveCapacity(Self.capacity) }
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((proposal, result))
    }

    /// Forgets every result. Placement is the last question a pass asks a stack (a later one
    /// is answered again, the same): dropping the results then keeps the node tree that
    /// outlives the pass free of per-proposal placements, up to four arrays per stack (about
    /// 100 bytes per view of a list of rows; Benchmarks.md, the ninth to fourteenth passes: memory per view).
    func removeAll() { entries = [] }
}
