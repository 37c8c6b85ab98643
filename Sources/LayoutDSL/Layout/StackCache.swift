/// A stack's results for the proposals it was last asked about: sizing and placement ask
/// for the same proposal, and the algorithm measures every subview up to three times.
public final class StackCache {
    private var proposals: [ProposedViewSize] = []
    private var results: [StackAlgorithm.Result] = []

    func result(for proposal: ProposedViewSize) -> StackAlgorithm.Result? {
        proposals.firstIndex(of: proposal).map { results[$0] }
    }

    func store(_ result: StackAlgorithm.Result, for proposal: ProposedViewSize) {
        if proposals.count == 4 { proposals.removeFirst(); results.removeFirst() }
        proposals.append(proposal); results.append(result)
    }
}
