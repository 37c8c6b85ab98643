/// A container's subviews as its `Layout` sees them. A range of them is the same collection
/// type with the same indices (Apple: `subscript(bounds:) -> LayoutSubviews`), so code that
/// lays out `subviews[1...]` keeps indexing as the whole does; a selection by indices
/// (`subscript(indices:)`) is a new collection counted from 0. Either way each subview
/// records its placement under its index among all of the container's subviews.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: NodeList
    let recorder: PlacementRecorder?
    /// For a selection, the index among `nodes` of each position; nil when positions are indices.
    private var selection: [Int]?
    public private(set) var startIndex: Int
    public private(set) var endIndex: Int
    /// "The layout direction inherited by the container view … In most cases, you don't need
    /// to take any action based on this value. SwiftUI horizontally flips the x position of
    /// each view within its parent" (Apple): places are given in leading terms either way.
    public var layoutDirection: LayoutDirection = .leftToRight

    init(nodes: NodeList, recorder: PlacementRecorder?) {
        self.nodes = nodes; self.recorder = recorder
        startIndex = 0; endIndex = nodes.count
    }

    public subscript(index: Int) -> LayoutSubview {
        let node = selection?[index] ?? index
        return LayoutSubview(node: nodes[node], index: node, recorder: recorder)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        var slice = self
        (slice.startIndex, slice.endIndex) = (bounds.lowerBound, bounds.upperBound)
        return slice
    }

    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        // `subviews[1...]` lands here too, a partial range being an endless sequence of Int: a
        // range is a slice, with the indices it names.
        if let range = indices as? any RangeExpression<Int> { return self[range.relative(to: self)] }
        var selected = self
        selected.selection = indices.map { selection?[$0] ?? $0 }
        (selected.startIndex, selected.endIndex) = (0, selected.selection?.count ?? 0)
        return selected
    }

    public static func == (l: LayoutSubviews, r: LayoutSubviews) -> Bool {
        l.count == r.count && zip(l, r).allSatisfy { $0.node === $1.node }
    }
}

/// Sendable as Apple declares it: subviews are read only inside the layout call that was given
/// them, on the thread laying out, and never kept.
extension LayoutSubviews: @unchecked Sendable {}
