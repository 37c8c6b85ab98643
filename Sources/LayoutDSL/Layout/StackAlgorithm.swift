extension CGRect {
    /// Where a stack's placement, made in its own space, lands in these bounds.
    func origin(of placement: Placement) -> CGPoint {
        CGPoint(x: minX + placement.origin.x, y: minY + placement.origin.y)
    }
}

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

    /// The gap after each subview but the last (`gaps[i]` between subviews i and i + 1): the
    /// stack's spacing, else what the two subviews' edges ask for along the axis.
    func spacings(_ subviews: LayoutSubviews, into gaps: UnsafeMutableBufferPointer<CGFloat>) {
        guard subviews.count > 1 else { return }
        if let spacing {
            gaps.initialize(repeating: spacing)
            return
        }
        var previous: ViewSpacing?, index = 0
        subviews.nodes.forEach { node in
            let edges = node.spacing
            if let previous { gaps[index - 1] = previous.distance(to: edges, along: axis) }
            previous = edges
            index += 1
        }
    }

    // The measuring loops visit the subviews' nodes as `LayoutSubview` would ask them (its
    // `sizeThatFits` makes the proposal valid), lent by `forEach`: a subview made for each ask
    // retained and released its node every time (callgrind; Benchmarks.md, the ninth to fourteenth passes).

    /// Scratch space of one computation: a measurement's working numbers live on the stack
    /// (`withUnsafeTemporaryAllocation`), where eight arrays a measurement cost about 5 k
    /// instructions in allocation, generic metadata lookups and release (callgrind; Benchmarks.md, the ninth to fourteenth passes).
    private struct Scratch {
        let gaps: UnsafeMutableBufferPointer<CGFloat>
        let minima: UnsafeMutableBufferPointer<CGFloat>
        let flexibility: UnsafeMutableBufferPointer<CGFloat>
        let priorities: UnsafeMutableBufferPointer<CGFloat>
        let guides: UnsafeMutableBufferPointer<CGFloat>
        let order: UnsafeMutableBufferPointer<Int>
        let proposals: UnsafeMutableBufferPointer<ProposedViewSize>

        static func with<R>(count: Int, _ body: (Scratch) -> R) -> R {
            withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 5 * count) { numbers in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
                    withUnsafeTemporaryAllocation(of: ProposedViewSize.self, capacity: count) { proposals in
                        let base = numbers.baseAddress!
                        func slice(_ index: Int) -> UnsafeMutableBufferPointer<CGFloat> {
                            let part = UnsafeMutableBufferPointer(start: base + index * count, count: count)
                            part.initialize(repeating: 0)
                            return part
                        }
                        return body(Scratch(gaps: slice(0), minima: slice(1), flexibility: slice(2), priorities: slice(3),
                                            guides: slice(4), order: order, proposals: proposals))
                    }
                }
            }
        }
    }

    /// What each subview is proposed along the axis (R4), written to `scratch.proposals`.
    private func proposals(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize, _ scratch: Scratch) {
        let minor = proposal[axis.other]
        let count = subviews.count
        guard let major = proposal[axis] else {
            scratch.proposals.initialize(repeating: ProposedViewSize(axis, major: nil, minor: minor))
            return
        }
        scratch.proposals.initialize(repeating: ProposedViewSize(axis, major: 0, minor: minor))
        let minima = scratch.minima, flexibility = scratch.flexibility, priorities = scratch.priorities
        var order = scratch.order
        var index = 0
        subviews.nodes.forEach { node in
            minima[index] = node.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor).valid)[axis]
            flexibility[index] = node.sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor).valid)[axis] - minima[index]
            priorities[index] = node.priority
            order[index] = index
            index += 1
        }
        // The order subviews are offered space in: by priority, highest first; within a
        // priority, least flexible first, then the larger minimum; ties in declaration order
        // (the standard library's sort is stable). One sort, where each measurement once made
        // the distinct priorities, a group per priority and a sorted copy of each.
        order.sort { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            return flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : minima[a] > minima[b]
        }
        var remaining = major - scratch.gaps.prefix(max(count - 1, 0)).reduce(0, +)
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
                scratch.proposals[index] = childProposal
                budget -= taken
                remaining -= taken
                left -= 1
            }
            start = end
        }
    }

    func layout(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize, cache: StackCache) -> Result {
        if let cached = cache.result(for: proposal) { return cached }
        let result = computeLayout(subviews, proposal)
        cache.store(result, for: proposal)
        return result
    }

    private func computeLayout(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> Result {
        guard !subviews.isEmpty else { return Result(size: .zero, placements: []) }
        let count = subviews.count
        return Scratch.with(count: count) { scratch in
            spacings(subviews, into: scratch.gaps)
            proposals(subviews, proposal, scratch)
            // Sizes first, with each subview's guide; origins once the reference guide (the
            // largest) is known.
            let guides = scratch.guides
            var placements: [Placement] = []
            placements.reserveCapacity(count)
            var reference = -CGFloat.infinity
            var index = 0
            subviews.nodes.forEach { node in
                let childProposal = scratch.proposals[index]
                placements.append(Placement(origin: .zero, proposal: childProposal, size: node.sizeThatFits(childProposal.valid)))
                guides[index] = node.guide(alignment, childProposal)
                reference = max(reference, guides[index])
                index += 1
            }
            var cursor: CGFloat = 0
            var crossExtent: CGFloat = 0
            for index in 0..<count {
                let size = placements[index].size
                placements[index].origin[axis] = cursor
                placements[index].origin[axis.other] = reference - guides[index]
                crossExtent = max(crossExtent, placements[index].origin[axis.other] + size[axis.other])
                cursor += size[axis] + (index < count - 1 ? scratch.gaps[index] : 0)
            }
            return Result(size: CGSize(axis, major: cursor, minor: crossExtent), placements: placements)
        }
    }

    func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize, cache: StackCache) {
        for (subview, placement) in zip(subviews, layout(subviews, proposal, cache: cache).placements) {
            subview.place(at: bounds.origin(of: placement), proposal: placement.proposal)
        }
    }
}
