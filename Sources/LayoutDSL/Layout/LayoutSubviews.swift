/// A container's subviews as its `Layout` sees them.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: NodeList
    let recorder: PlacementRecorder?
    /// "The layout direction inherited by the container view … In most cases, you don't need
    /// to take any action based on this value. SwiftUI horizontally flips the x position of
    /// each view within its parent" (Apple): places are given in leading terms either way.
    public internal(set) var layoutDirection: LayoutDirection = .leftToRight

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, recorder: recorder)
    }
    public subscript(bounds: Range<Int>) -> ArraySlice<LayoutSubview> {
        ArraySlice(bounds.map { self[$0] })
    }

    public static func == (l: LayoutSubviews, r: LayoutSubviews) -> Bool {
        l.nodes.count == r.nodes.count && zip(l.nodes, r.nodes).allSatisfy { $0 === $1 }
    }
}
