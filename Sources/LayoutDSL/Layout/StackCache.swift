/// A stack's results for the proposals it was last asked about: sizing and placement ask
/// for the same proposal, and the algorithm measures every subview up to three times.
/// Its arrays are only touched by the short methods below, so they skip dynamic exclusivity
/// checks (see `LayoutNode`).
public final class StackCache {
    @exclusivity(unchecked) private var proposals: [ProposedViewSize] = []
    @exclusivity(unchecked) private var results: [StackAlgorithm.Result] = []

    func result(for proposal: ProposedViewSize) -> StackAlgorithm.Result? {
        proposals.firstIndex(of: proposal).map { results[$0] }
    }

    func store(_ result: StackAlgorithm.Result, for proposal: ProposedViewSize) {
        if proposals.count == 4 { proposals.removeFirst(); results.removeFirst() }
        proposals.append(proposal); results.append(result)
    }

    /// Forgets every result. Placement is the last question a pass asks a stack (a later one
    /// is answered again, the same): dropping the results then keeps the node tree that
    /// outlives the pass free of per-proposal placements, up to four arrays per stack (about
    /// 100 bytes per view of a list of rows; issue 19 §3, memory per view).
    func removeAll() {
        proposals = []; results = []
    }
}
