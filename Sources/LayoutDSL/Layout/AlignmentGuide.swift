/// `alignmentGuide(_:computeValue:)`: the view's explicit value for one guide, computed from
/// its dimensions (which include its own explicit guides); containers combine such values (R19).
/// Layout-neutral otherwise.
struct AlignmentGuideBehavior: NodeBehavior {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    var name: String { "alignmentGuide" }
    var definesExplicitGuides: Bool { true }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let child = node.subview(0)
        return key == self.key ? compute(child.dimensions(proposal)) : child.explicitAlignment(key, proposal)
    }
}

nonisolated extension View {
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        layoutModifier { AlignmentGuideBehavior(key: g.key, compute: computeValue) }
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        layoutModifier { AlignmentGuideBehavior(key: g.key, compute: computeValue) }
    }
}
