/// A list row slid by its swipe actions: the row moved by the offset, and the actions of the
/// edge it uncovers filling the uncovered part at the row's height, clipped to the row, as the
/// cell slides over its actions on iOS. A row at rest is left as it is.
struct SwipeRowBehavior: NodeBehavior {
    let offset: CGFloat
    let edge: HorizontalEdge

    var name: String { "swipeRow" }
    var isContainer: Bool { true }

    /// A row's swipe actions by edge: each `swipeActions` modifier wraps the row once, so its
    /// trait sits on its own node; they are gathered down the row's single-child chain, the
    /// outermost winning for an edge, except that the row's own actions replace a synthesized
    /// Delete ("When you set a swipe action, the system no longer synthesizes the Delete
    /// action", Apple's documentation of `swipeActions(edge:allowsFullSwipe:content:)`).
    static func actions(of row: LayoutNode) -> [HorizontalEdge: SwipeActionsTrait] {
        var found: [HorizontalEdge: SwipeActionsTrait] = [:]
        var node: LayoutNode? = row
        while let current = node {
            for (edge, trait) in current.listRowTraits?.swipeActions ?? [:]
            where found[edge] == nil || (found[edge]!.isSynthesized && !trait.isSynthesized) {
                found[edge] = trait
            }
            node = current.subviews.count == 1 ? current.subviews[0] : nil
        }
        return found
    }

    /// Builds each edge's actions (so its drag knows their count and first action) and, when
    /// the row is slid, wraps it with the uncovered ones.
    static func wrap(_ row: LayoutNode, actions: [HorizontalEdge: SwipeActionsTrait], context: BuildContext) -> LayoutNode {
        var revealed: (HorizontalEdge, SwipeActionsTrait, NodeList)?
        for (index, edge) in [HorizontalEdge.leading, .trailing].enumerated() {
            guard let trait = actions[edge] else { continue }
            let buttons = context.child(.slot(index)).with(stackAxis: nil).build(SwipeActionButtons(actions: trait.actions, edge: edge))
            let presses = buttonActions(in: buttons)
            trait.built.buttons = presses.count
            trait.built.runFirst = presses.first
            if trait.offset != 0 { revealed = (edge, trait, buttons) }
        }
        guard let (edge, trait, buttons) = revealed else { return row }
        let actionsNode = buttons.count == 1 ? buttons[0] : ZStackLayout().implicitContainer(of: buttons)
        return LayoutNode.make(SwipeRowBehavior(offset: trait.offset, edge: edge), subviews: [actionsNode, row])
            .adding(NodeEffect("swipeClip", .clip({ Path(CGRect(size: $0)) }, FillStyle()), in: context))
    }

    /// Each button's action (what a tap on it runs), in the order the actions were written:
    /// the nodes that take taps, outermost first.
    static func buttonActions(in nodes: NodeList) -> [() -> Void] {
        var actions: [() -> Void] = []
        var stack = Array(nodes.reversed())
        while let next = stack.popLast() {
            if let gesture = next.gestures.first(where: \.recognizer.kind.isTapLike) {
                actions.append { gesture.recognizer.tapped.forEach { $0(.zero, .zero) } }
            } else {
                stack.append(contentsOf: next.subviews.reversed())
            }
        }
        return actions
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        node.subviews[1].sizeThatFits(proposal)
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let uncovered = min(abs(offset), size.width)
        let actions = CGSize(width: uncovered, height: size.height)
        let x = edge == .trailing ? size.width - uncovered : 0
        return Placements([Placement(origin: CGPoint(x: x, y: 0), proposal: ProposedViewSize(actions), size: actions),
                           Placement(origin: CGPoint(x: offset, y: 0), proposal: proposal, size: size)])
    }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.subviews[1].explicitAlignment(key, proposal)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.subviews[1].spacing }
}
