/// SwiftUI's stack algorithm along one axis, shared by `HStackLayout` and `VStackLayout`.
///
/// R4: available = proposal − spacings. Subviews are grouped by `layoutPriority`, highest first;
/// a group is offered what is left minus the minimum lengths of all lower groups. Inside a group
/// the least flexible (max − min along the axis) go first, ties of equal flexibility take the
/// larger minimum first; each is proposed an equal share of what remains and takes what it
/// wants. A nil proposal along the axis sizes every subview ideally.
/// R5: across the axis each subview is placed so its alignment guide meets the others'; the
/// stack's cross size is the union of the aligned subviews.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    struct Result {
        var size: CGSize
        var placements: [Placement]
    }

    func spacings(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: subviews.count - 1) }
        let edges = subviews.map(\.spacing)
        return (0..<(subviews.count - 1)).map { edges[$0].distance(to: edges[$0 + 1], along: axis) }
    }

    func proposals(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize, gaps: [CGFloat]) -> [ProposedViewSize] {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            return Array(repeating: ProposedViewSize(axis, major: nil, minor: minor), count: subviews.count)
        }
        let count = subviews.count
        var result = Array(repeating: ProposedViewSize(axis, major: 0, minor: minor), count: count)
        var minima = [CGFloat](repeating: 0, count: count), flexibility = minima
        for index in 0..<count {
            let subview = subviews[index]
            minima[index] = subview.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis]
            flexibility[index] = subview.sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis] - minima[index]
        }
        let priorities = subviews.map { $0.priority }
        let groups: [[Int]]
        if let first = priorities.first, priorities.allSatisfy({ $0 == first }) {
            groups = [Array(0..<count)]
        } else {
            // The distinct priorities, highest first (priorities are never NaN), without the
            // hashed `Set` a row with a Spacer (whose priority is lowest) paid per measurement.
            var distinct: [Double] = []
            for priority in priorities.sorted(by: >) where distinct.last != priority { distinct.append(priority) }
            groups = distinct.map { p in (0..<count).filter { priorities[$0] == p } }
        }
        var remaining = major - gaps.reduce(0, +)
        var lowerMinima = minima.reduce(0, +)
        for group in groups {
            let ordered = group.sorted { a, b in
                flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : minima[a] > minima[b]
            }
            for index in group { lowerMinima -= minima[index] }
            var budget = remaining - lowerMinima
            var left = ordered.count
            for index in ordered {
                let offer = max(budget / CGFloat(left), 0)
                let childProposal = ProposedViewSize(axis, major: offer, minor: minor)
                let taken = subviews[index].sizeThatFits(childProposal)[axis]
                result[index] = childProposal
                budget -= taken
                remaining -= taken
                left -= 1
            }
        }
        return result
    }

    func layout(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize, cache: StackCache) -> Result {
        if let cached = cache.result(for: proposal) { return cached }
        let result = computeLayout(subviews, proposal)
        cache.store(result, for: proposal)
        return result
    }

    private func computeLayout(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> Result {
        guard !subviews.isEmpty else { return Result(size: .zero, placements: []) }
        let gaps = spacings(subviews)
        let proposals = proposals(subviews, proposal, gaps: gaps)
        let count = subviews.count
        var sizes = [CGSize](repeating: .zero, count: count), guides = [CGFloat](repeating: 0, count: count)
        var reference = -CGFloat.infinity
        for index in 0..<count {
            sizes[index] = subviews[index].sizeThatFits(proposals[index])
            guides[index] = subviews[index].guide(alignment, proposals[index])
            reference = max(reference, guides[index])
        }
        var placements: [Placement] = []
        placements.reserveCapacity(count)
        var cursor: CGFloat = 0
        var crossExtent: CGFloat = 0
        for index in 0..<count {
            let size = sizes[index]
            var origin = CGPoint.zero
            origin[axis] = cursor
            origin[axis.other] = reference - guides[index]
            crossExtent = max(crossExtent, origin[axis.other] + size[axis.other])
            placements.append(Placement(origin: origin, proposal: proposals[index], size: size))
            cursor += size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
        return Result(size: CGSize(axis, major: cursor, minor: crossExtent), placements: placements)
    }

    func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize, cache: StackCache) {
        for (subview, placement) in zip(subviews, layout(subviews, proposal, cache: cache).placements) {
            subview.place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                          proposal: placement.proposal)
        }
    }
}
