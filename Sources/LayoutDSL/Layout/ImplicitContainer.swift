extension Layout {
    /// Several views where one is expected are laid out by an implicit container, as SwiftUI
    /// does: the top-level views of a body in a VStack (R21), the layers of an overlay or a
    /// background in a ZStack (R11). A single view stands alone.
    func implicitContainer(of nodes: NodeList) -> LayoutNode {
        nodes.count == 1 ? nodes[0] : LayoutNode.make(LayoutBehavior(self), subviews: nodes)
    }
}
