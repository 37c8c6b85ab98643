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
        // The order subviews are offered space in: by priority, highest first; within a
        // priority, least flexible first, then the larger minimum; ties in declaration order
        // (the sort is stable). One sort, where each measurement once made the distinct
        // priorities, a group per priority and a sorted copy of each: a row with a Spacer
        // paid about six allocations a measurement.
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            return flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : minima[a] > minima[b]
        }
        var remaining = major - gaps.reduce(0, +)
        var lowerMinima = minima.reduce(0, +)
        var start = 0
        while start < count {
            let priority = priorities[order[start]]
            var end = start + 1
            while end < count, priorities[order[end]] == priority { end += 1 }
            // (In declaration order, as the sum was always taken.)
            for index in 0..<count where priorities[index] == priority { lowerMinima -= minima[index] }
            var budget = remaining - lowerMinima
            var left = end - start
            for index in order[start..<end] {
                let offer = max(budget / CGFloat(left), 0)
                let childProposal = ProposedViewSize(axis, major: offer, minor: minor)
                let taken = subviews[index].sizeThatFits(childProposal)[axis]
                result[index] = childProposal
                budget -= taken
                remaining -= taken
                left -= 1
            }
            start = end
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
