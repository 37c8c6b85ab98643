/// A container's subviews as its `Layout` sees them.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [LayoutNode]
    let recorder: PlacementRecorder?

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

/// One subview: measure it, read its guides, spacing and priority, and place it.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let recorder: PlacementRecorder?

    // Proposals and positions come from layout code, perhaps the user's: made valid (ValidGeometry).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal.valid) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(proposal.valid) }
    public var priority: Double { node.priority }

    /// A guide's value at a proposal, without building a `ViewDimensions`.
    func guide(_ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat { node.guide(key, proposal) }
    public var spacing: ViewSpacing { node.spacing }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview so that its `anchor` lands on `position` (container coordinates).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let proposal = proposal.valid, position = position.valid
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        recorder?.placements[index] = Placement(origin: origin, proposal: proposal, size: size)
    }

    public static func == (l: LayoutSubview, r: LayoutSubview) -> Bool { l.node === r.node }
}

struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let value: K.Value
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.layoutValues[ObjectIdentifier(K.self)] = value }
}

struct LayoutPriorityModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let priority: Double
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.priority = priority }
}

extension View {
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
    /// Stacks offer space to higher priorities first (R4).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }
}
