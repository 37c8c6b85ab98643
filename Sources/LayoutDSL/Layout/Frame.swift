/// `frame(width:height:alignment:)` (R6): given dimensions are fixed and proposed to the
/// subview; missing ones pass the proposal through and adopt the subview's size. The subview
/// is aligned in the frame by its guides.
struct FixedFrameBehavior: UnaryLayoutBehavior {
    /// The dimensions, NaN for none (a valid length is never NaN: see `validLength`): two words
    /// where two optionals took four, in every frame node (Benchmarks.md, the ninth to fourteenth passes: memory per view). Before
    /// the alignment, whose last guide ends in two bytes the node's next field need not skip.
    private let storedWidth: CGFloat, storedHeight: CGFloat
    let alignment: Alignment
    var width: CGFloat? { storedWidth.isNaN ? nil : storedWidth }
    var height: CGFloat? { storedHeight.isNaN ? nil : storedHeight }

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        storedWidth = width ?? .nan
        storedHeight = height ?? .nan
        self.alignment = alignment
    }

    var name: String { "frame" }
    var sizesCheaply: Bool { width != nil && height != nil }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutNode) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// Fixed on both axes, the frame's size does not depend on its subview, which is not measured.
    func size(proposal: ProposedViewSize, childSize: () -> CGSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = childSize()
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func childOrigin(in size: CGSize, child: UnaryChild) -> CGPoint { child.origin(aligning: alignment, in: size) }

    /// A fixed dimension hides the subview's own spacing preference on those edges.
    func spacing(node: LayoutNode) -> ViewSpacing {
        var spacing = node.subview(0).spacing
        if width != nil { spacing.reset(.horizontal) }
        if height != nil { spacing.reset(.vertical) }
        return spacing
    }
}

/// The modifier `frame(width:height:alignment:)` applies (SwiftUI's `_FrameLayout`). The method
/// is inlinable and this type visible to callers, as in SwiftUI, so a caller knows the view the
/// method returns: otherwise each call asked the runtime for the conformance of an opaque result
/// type (`swift_getOpaqueTypeConformance2`, about 1,800 instructions a call).
@usableFromInline
nonisolated struct _FrameLayout: ViewModifier, NodeModifier {
    @usableFromInline typealias Body = Never
    let width: CGFloat?, height: CGFloat?, alignment: Alignment

    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width; self.height = height; self.alignment = alignment
    }

    func makeBehavior(in context: BuildContext) -> FixedFrameBehavior {
        FixedFrameBehavior(width: width?.validLength, height: height?.validLength, alignment: alignment)
    }

    @usableFromInline
    static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        primitiveModify(content, with: modifier, inputs: inputs)
    }
}

nonisolated extension View {
    @inlinable
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
}
