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
    /// What the subview's view passed to its container with `containerValue(_:_:)` (iOS 18).
    public var containerValues: ContainerValues { node.containerValues }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview so that its `anchor` lands on `position` (container coordinates).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let proposal = proposal.valid
        recorder?.placements[index] = Placement(placing: node.sizeThatFits(proposal), at: position, anchor: anchor, proposal: proposal)
    }

    public static func == (l: LayoutSubview, r: LayoutSubview) -> Bool { l.node === r.node }
}
