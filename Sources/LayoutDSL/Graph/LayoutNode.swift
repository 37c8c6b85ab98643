/// A view that takes part in layout during one pass: a primitive, a layout modifier or a
/// container, with its subviews. Transparent views (custom views, `Group`, `ForEach`) leave no
/// node of their own; the nodes they produce remember them in `composites`.
final class LayoutNode {
    let behavior: NodeBehavior
    var subviews: [LayoutNode]
    /// Custom view types that resolved to this node, innermost first.
    var composites: [Any.Type] = []
    var identifier: String?
    /// The value of `.id(_:)`, if any (a ScrollView can be addressed by it).
    var explicitID: AnyHashable?
    /// `layoutPriority`, which stacks use to order the distribution of space.
    var priority: Double
    /// Preference writes and reads, coordinate-space names and lifecycle hooks attached by modifiers.
    var annotations: [NodeAnnotationItem] = []
    /// Values set with `layoutValue(key:value:)`, read by custom layouts.
    var layoutValues: [ObjectIdentifier: Any] = [:]

    // Measurements made during this pass (a node is measured several times by stacks).
    private var measuredProposals: [ProposedViewSize] = []
    private var measuredSizes: [CGSize] = []

    // Results of placement.
    /// Origin in the parent's local space, before the parent's content transform.
    var origin: CGPoint = .zero
    var size: CGSize = .zero
    var proposal: ProposedViewSize = .unspecified
    /// Maps this node's local space to the root (canvas) space.
    var transform: CGAffineTransform = .identity

    init(_ behavior: NodeBehavior, subviews: [LayoutNode] = []) {
        self.behavior = behavior
        self.subviews = subviews
        self.priority = behavior.defaultPriority
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let index = measuredProposals.firstIndex(of: proposal) { return measuredSizes[index] }
        let size = behavior.sizeThatFits(proposal, node: self)
        if measuredProposals.count == 8 {
            measuredProposals.removeFirst(); measuredSizes.removeFirst()
        }
        measuredProposals.append(proposal); measuredSizes.append(size)
        return size
    }

    func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal)) { [unowned self] key in self.explicitAlignment(key, proposal) }
    }

    func explicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        behavior.explicitAlignment(key, node: self, size: sizeThatFits(proposal), proposal: proposal)
    }

    var spacing: ViewSpacing { behavior.spacing(node: self) }

    /// Forgets measurements, for a node whose inputs changed within a pass (lazily built content).
    func invalidateMeasurements() {
        measuredProposals.removeAll(keepingCapacity: true); measuredSizes.removeAll(keepingCapacity: true)
    }
}

/// Where a parent puts a subview: origin in the parent's local space, the proposal it made, and
/// the size the subview answered.
struct Placement {
    var origin: CGPoint
    var proposal: ProposedViewSize
    var size: CGSize
}
