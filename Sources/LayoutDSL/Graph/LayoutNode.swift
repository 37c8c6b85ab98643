/// A view that takes part in layout during one pass: a primitive, a layout modifier or a
/// container, with its subviews. Transparent views (custom views, `Group`, `ForEach`) leave no
/// node of their own; the nodes they produce remember them in `composites`.
///
/// Every node is a `BehaviorNode<B>`, made with `LayoutNode.make`, which holds its behaviour
/// inline and answers the behaviour's questions below (`behaviorSizeThatFits`, `placements`…)
/// for it: held as a `NodeBehavior` existential here, every behaviour larger than three words
/// (frames, padding, shapes: 8 of a benchmark row's 9 nodes) took a box of its own, and every
/// question projected it (Benchmarks.md, the ninth to fourteenth passes). This class is the nodes' common interface; the pass,
/// the resolved tree and hit testing never know the behaviour's type.
///
/// Its stored properties opt out of dynamic exclusivity checks (`@exclusivity(unchecked)`): a
/// pass reads and writes them for every node, often around calls the compiler cannot see
/// through, and the checks (`swift_beginAccess`) were about 7% of a layout pass's instructions
/// (callgrind; Benchmarks.md, the ninth to fourteenth passes). A pass runs on one thread and never holds one of them across a
/// write to the same field.
class LayoutNode {
    final var subviews: NodeList {
        @inline(__always) get {
            switch storedSubviews {
            case .one(let node): NodeList(node)
            case .many(let nodes): NodeList(nodes)
            }
        }
        set { storedSubviews = StoredSubviews(newValue) }
    }
    /// The subview at `index`, read in place without making a `NodeList` (a unary behaviour's
    /// child is asked for in every size and placement).
    @inline(__always) final func subview(_ index: Int) -> LayoutNode {
        switch storedSubviews {
        case .one(let node):
            // Index out of range traps, as `Array`'s subscript does.
            precondition(index == 0, "index out of range")
            return node
        case .many(let nodes): return nodes[index]
        }
    }
    /// `subviews` in one word. A `NodeList` is a generic enum, which cannot use its payloads'
    /// spare bits and keeps a tag byte beside them, padded to a word in every node; this enum
    /// of the same two cases is not generic, and its tag lives in the references' spare bits.
    /// The word was what put most of a benchmark row's nodes past a size class of the
    /// allocator (Benchmarks.md, the ninth to fourteenth passes: memory per view).
    @exclusivity(unchecked) private var storedSubviews: StoredSubviews
    enum StoredSubviews {
        case one(LayoutNode)
        case many([LayoutNode])

        init(_ subviews: NodeList) { self = subviews.count == 1 ? .one(subviews[0]) : .many(subviews.array) }
    }
    /// `layoutPriority`, which stacks use to order the distribution of space.
    /// Kept with the attachments when a modifier sets it, else the behaviour's default: a word
    /// in every node for what almost none sets (Benchmarks.md, the ninth to fourteenth passes: memory per view).
    var priority: Double {
        get { attachments?.priority ?? defaultPriority }
        set { attached.priority = newValue }
    }
    var isRightToLeft: Bool { layoutDirection == .rightToLeft }
    /// The structural identity of the view that made the node (nil until a build assigns it):
    /// what lets frames of an animation pair a node with itself in the trees before and after
    /// a change, when views before it were inserted or removed (see `BuildContext.build`).
    var identity: Int? {
        get { storedIdentity == Self.noIdentity ? nil : Int(storedIdentity) }
        set { storedIdentity = newValue.map { Int32(truncatingIfNeeded: $0) } ?? Self.noIdentity }
    }
    private static let noIdentity = Int32.min
    /// The id of the `ForEach` element that built this node, if any (`scrollTo` finds it).
    var elementID: AnyHashable? { element?.id }

    /// Tags the node with the id of the `ForEach` element that built it (the element's identity
    /// component), unless an inner `ForEach` already did.
    func tagElement(_ component: IdentityComponent) {
        if element == nil { element = ElementID(component) }
    }

    /// Out of line: only an element's outermost nodes have one, and inline it made every node
    /// 32 bytes larger (Benchmarks.md, the ninth to fourteenth passes).
    @exclusivity(unchecked) private var element: ElementID?
    /// The element's identity component, which keeps an `Int` id (ranges, most models) unboxed:
    /// it is made `AnyHashable` when read, as `scrollTo` rarely does, where boxing it for every
    /// element cost a dynamic cast each (about 800 instructions; callgrind, Benchmarks.md, the ninth to fourteenth passes).
    private final class ElementID {
        let component: IdentityComponent
        init(_ component: IdentityComponent) { self.component = component }
        var id: AnyHashable? {
            switch component {
            case .intID(let id): AnyHashable(id)
            case .id(let id): id
            default: nil
            }
        }
    }

    /// What modifiers attached to the node besides its behaviour, out of line: most nodes have
    /// none, and keeping these fields inline made every node about 400 bytes larger (Benchmarks.md, the ninth to fourteenth passes:
    /// memory per view). Allocated on the first write.
    @exclusivity(unchecked) private var attachments: Attachments?

    /// The effects of layout-neutral modifiers (see `NodeEffect`), a priority and the animation
    /// scope flag; the rarer attachments are in `More`, so a node that only carries an effect
    /// (`.opacity`, `.offset`) takes a small box, not all of them (Benchmarks.md, the ninth to fourteenth passes).
    private final class Attachments {
        var effects: OneOrMany<NodeEffect> = []
        var bindsAnimationScope = false
        var priority: Double?
        var more: More?
    }

    private final class More {
        var composites: [Any.Type] = []
        var identifier: String?
        var accessibility: AccessibilityProperties?
        var explicitID: AnyHashable?
        var annotations: [NodeAnnotationItem] = []
        var gestures: [AttachedGesture] = []
        var hitTesting = HitTesting.frame
        var layoutValues: [ObjectIdentifier: Any] = [:]
        var listRowTraits: ListRowTraits?
    }

    private var attached: Attachments {
        if let attachments { return attachments }
        let created = Attachments()
        attachments = created
        return created
    }

    private var attachedMore: More {
        let attached = self.attached
        if let more = attached.more { return more }
        let created = More()
        attached.more = created
        return created
    }

    /// Whether any modifier attached something to the node (most have nothing: their resolved
    /// node's details are left empty without reading each field).
    var hasAttachments: Bool { attachments != nil }

    /// Custom view types that resolved to this node, innermost first.
    var composites: [Any.Type] {
        get { attachments?.more?.composites ?? [] }
        set { attachedMore.composites = newValue }
    }
    var identifier: String? {
        get { attachments?.more?.identifier }
        set { if newValue != nil || attachments?.more != nil { attachedMore.identifier = newValue } }
    }
    /// What the accessibility modifiers recorded, if any.
    var accessibility: AccessibilityProperties? {
        get { attachments?.more?.accessibility }
        set { if newValue != nil || attachments?.more != nil { attachedMore.accessibility = newValue } }
    }
    /// The value of `.id(_:)`, if any (a ScrollView can be addressed by it).
    var explicitID: AnyHashable? {
        get { attachments?.more?.explicitID }
        set { if newValue != nil || attachments?.more != nil { attachedMore.explicitID = newValue } }
    }
    /// Preference writes and reads, coordinate-space names and lifecycle hooks attached by modifiers.
    var annotations: [NodeAnnotationItem] {
        get { attachments?.more?.annotations ?? [] }
        set { attachedMore.annotations = newValue }
    }
    /// Gestures attached with `.gesture` and its relatives.
    var gestures: [AttachedGesture] {
        get { attachments?.more?.gestures ?? [] }
        set { attachedMore.gestures = newValue }
    }
    var hitTesting: HitTesting {
        get { attachments?.more?.hitTesting ?? .frame }
        set { attachedMore.hitTesting = newValue }
    }
    /// Values set with `layoutValue(key:value:)`, read by custom layouts.
    var layoutValues: [ObjectIdentifier: Any] {
        get { attachments?.more?.layoutValues ?? [:] }
        set { attachedMore.layoutValues = newValue }
    }
    /// The layout-neutral modifiers applied to the node's view, innermost first (see
    /// `NodeEffect`).
    var effects: OneOrMany<NodeEffect> {
        get { attachments?.effects ?? [] }
        set { if !newValue.isEmpty || attachments != nil { attached.effects = newValue } }
    }
    /// Whether an animation scope was set on the node's subtree (`animation(_:value:)`,
    /// `transaction`, `animation(_:body:)`, a transition): the node animates with it, so an
    /// effect applied outside the scope, which animates with the transaction outside, gets a
    /// node of its own instead of being kept on this one (see `LayoutNode.adding`).
    var bindsAnimationScope: Bool {
        get { attachments?.bindsAnimationScope ?? false }
        set { if newValue || attachments != nil { attached.bindsAnimationScope = newValue } }
    }
    /// What list row modifiers (`listRowInsets`, `listRowBackground`…) asked of the row this
    /// node is; read by the list row chrome.
    var listRowTraits: ListRowTraits? {
        get { attachments?.more?.listRowTraits }
        set { if newValue != nil || attachments?.more != nil { attachedMore.listRowTraits = newValue } }
    }

    /// What this pass measured of the node: sizes, guide values, spacing. Out of line, made on
    /// the first ask and dropped once the parent has placed the node (`forgetMeasurements`):
    /// inline, these 210 bytes stayed in every node of the tree kept after the pass, beside the
    /// resolved tree built from it (Benchmarks.md, the ninth to fourteenth passes). A node that sizes cheaply (`NodeRoles`) has
    /// none: it answers each ask again, in fewer instructions than the cache took.
    @exclusivity(unchecked) private var measurements: Measurements?

    /// The pass's answers for one node. The size cache is the generic `ProposalCache<CGSize>`
    /// wrapped in a non-generic struct: destroyed as the class's field directly, it went through
    /// the generic struct's value witness, which walks its fields at run time (2,000 rows: 388.0 M
    /// instructions without the wrapper, 385.3 M with it; callgrind, Benchmarks.md, the ninth to fourteenth passes).
    private final class Measurements {
        @exclusivity(unchecked) var sizes = Sizes()
        /// Explicit guide values answered during this pass. A frame asks its subview for a guide
        /// to place it and again to forward the guide to its own parent; without remembering the
        /// answers, nested frames around text asked about three times per level (exponential in
        /// depth: 16 frames took 30 s). Only subtrees with explicit guides ever fill it.
        @exclusivity(unchecked) var guideValues: [GuideValue] = []
        /// Spacing does not depend on the proposal, so it is computed once per pass.
        @exclusivity(unchecked) var spacing: ViewSpacing?
    }
    private struct Sizes { var cache = ProposalCache<CGSize>() }
    private struct GuideValue { let key: AlignmentKey; let proposal: ProposalKey; let value: CGFloat? }

    /// Makes the node's measurements on the first ask. They are then reached through the stored
    /// reference (`measurements.unsafelyUnwrapped`), never bound to a local: a binding retained
    /// and released them on every ask.
    @inline(__always) private func measure() {
        if measurements == nil { measurements = Measurements() }
    }

    // Results of placement.
    @exclusivity(unchecked) var size: CGSize = .zero
    @exclusivity(unchecked) var proposal: ProposedViewSize = .unspecified
    /// Maps this node's local space to the root (canvas) space.
    var transform: CGAffineTransform {
        get { storedTransform.transform }
        set { storedTransform = CompactTransform(newValue) }
    }
    /// `transform` in the words it needs (see `CompactTransform`); the resolved tree takes it as
    /// it is. Two words and a byte: the one-byte fields below take the bytes after it.
    @exclusivity(unchecked) private(set) var storedTransform = CompactTransform.identity
    /// The node's bounds in root space (their bounding box, under a rotation); computed where
    /// used, as few nodes need it during a pass (scroll views, safe-area regions).
    var frame: CGRect { CGRect(size: size).applying(transform) }
    /// The layout direction of the environment the node was built in, recorded only in trees
    /// that lay out right to left somewhere (nil: left to right). See `BuildContext.build`.
    /// (After `storedTransform` and beside the other one-byte fields: stored properties are
    /// laid out in order, and between words each took eight.)
    @exclusivity(unchecked) var layoutDirection: LayoutDirection?
    /// What the pass asks of the behaviour besides layout (see `NodeRoles`).
    let roles: NodeRoles
    /// Kept with the node, in the bytes after `roles`: asked for every alignment a parent
    /// computes, it cost more to answer again than the byte it takes.
    @exclusivity(unchecked) private var computedMayHaveExplicitGuides: Bool?
    /// `identity` in half a word, in the bytes after the one-byte fields: `Int32.min`, which no
    /// path is numbered, for none (paths are numbered in 32 bits: see `IdentityTable`). As an
    /// optional `Int` it took two words in every node, as an `Int` one.
    @exclusivity(unchecked) private var storedIdentity = LayoutNode.noIdentity

    /// A node with the behaviour `behavior`.
    static func make<Behavior: NodeBehavior>(_ behavior: Behavior, subviews: NodeList = []) -> LayoutNode {
        BehaviorNode(behavior, subviews: subviews)
    }

    /// For `BehaviorNode`, which knows the behaviour's roles.
    init(subviews: NodeList, roles: NodeRoles) {
        storedSubviews = StoredSubviews(subviews)
        self.roles = roles
    }

    // The behaviour's questions, answered by `BehaviorNode` (see the type's comment). The
    // traps below are unreachable: `make` is the only way to create a node, and it makes a
    // `BehaviorNode`, which overrides each of them.

    /// The behaviour as an existential, for the few questions asked of some nodes only (casts
    /// to a behaviour's type, a scroll view's or safe area's role): a large behaviour is copied
    /// into a box at each ask.
    var behavior: NodeBehavior { preconditionFailure("every node is a BehaviorNode") }
    /// `NodeBehavior.name`: the `type` reported in the resolved tree.
    var name: String { preconditionFailure("every node is a BehaviorNode") }
    var isContainer: Bool { preconditionFailure("every node is a BehaviorNode") }
    /// `NodeBehavior.defaultPriority`: the node's `layoutPriority` unless a modifier set one.
    var defaultPriority: Double { preconditionFailure("every node is a BehaviorNode") }
    var definesExplicitGuides: Bool { preconditionFailure("every node is a BehaviorNode") }
    var textContent: String? { preconditionFailure("every node is a BehaviorNode") }
    var drawsLastSubviewFirst: Bool { preconditionFailure("every node is a BehaviorNode") }
    /// The behaviour's size, unremembered (`sizeThatFits` remembers it).
    func behaviorSizeThatFits(_ proposal: ProposedViewSize) -> CGSize { preconditionFailure("every node is a BehaviorNode") }
    func placements(size: CGSize, proposal: ProposedViewSize) -> Placements { preconditionFailure("every node is a BehaviorNode") }
    func behaviorExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        preconditionFailure("every node is a BehaviorNode")
    }
    func behaviorSpacing() -> ViewSpacing { preconditionFailure("every node is a BehaviorNode") }
    func contentTransform() -> CGAffineTransform? { preconditionFailure("every node is a BehaviorNode") }
    func behaviorDisplay(size: CGSize) -> NodeDisplay { preconditionFailure("every node is a BehaviorNode") }
    var behaviorEffectStage: NodeEffect.Stage? { preconditionFailure("every node is a BehaviorNode") }

    /// What the node draws and how it composites its subtree: its behaviour's display, then
    /// the effects of the layout-neutral modifiers kept on the node (see `NodeEffect`).
    final func display(size: CGSize) -> NodeDisplay {
        guard let attachments, !attachments.effects.isEmpty else { return behaviorDisplay(size: size) }
        var display = behaviorDisplay(size: size)
        attachments.effects.forEach { $0.apply(to: &display, size: size) }
        return display
    }

    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if roles.contains(.sizesCheaply) { return behaviorSizeThatFits(proposal) }
        measure()
        if let size = measurements.unsafelyUnwrapped.sizes.cache.lookUp(proposal) { return size }
        let size = behaviorSizeThatFits(proposal)
        measurements?.sizes.cache[proposal] = size
        return size
    }

    final func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions {
        guard mayHaveExplicitGuides else { return ViewDimensions(size: sizeThatFits(proposal)) }
        return ViewDimensions(size: sizeThatFits(proposal)) { [unowned self] key in self.explicitAlignment(key, proposal) }
    }

    final func explicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        guard mayHaveExplicitGuides else { return nil }
        // Remembered by every node, cheaply sized or not: a chain of fixed frames around text
        // asks each level about three times.
        let asked = ProposalKey(proposal)
        measure()
        if let known = measurements.unsafelyUnwrapped.guideValues.first(where: { $0.key == key && $0.proposal == asked }) {
            return known.value
        }
        let value = behaviorExplicitAlignment(key, size: sizeThatFits(proposal), proposal: proposal)
        measurements?.guideValues.append(GuideValue(key: key, proposal: asked, value: value))
        return value
    }

    /// Forgets the node's measurements, once its parent has placed it (its parent's last ask: a
    /// parent with deferred content places again after its subviews, so it forgets them after
    /// that). The tree kept after the pass (hit testing, scroll lookups) reads frames, never
    /// sizes, and the resolved tree, built after the pass, no longer shares the peak with them.
    /// A later ask would measure again and get the same answer: layout is a function of the
    /// proposal.
    final func forgetMeasurements() { measurements = nil }

    /// Spacing does not depend on the proposal, so it is computed once per pass; a node that
    /// sizes cheaply (a leaf, or a fixed frame over one subview) computes it again instead.
    final var spacing: ViewSpacing {
        if roles.contains(.sizesCheaply) { return behaviorSpacing() }
        measure()
        if let known = measurements.unsafelyUnwrapped.spacing { return known }
        let spacing = behaviorSpacing()
        measurements?.spacing = spacing
        return spacing
    }

    /// Whether any explicit guide can come out of this subtree (an `alignmentGuide`, a text
    /// baseline…). Most subtrees have none, and their guide queries are answered at once.
    final var mayHaveExplicitGuides: Bool {
        if let computedMayHaveExplicitGuides { return computedMayHaveExplicitGuides }
        let value = definesExplicitGuides || subviews.contains { $0.mayHaveExplicitGuides }
        computedMayHaveExplicitGuides = value
        return value
    }

    /// The value of a guide for this view at a proposal: explicit, else the guide's default.
    final func guide(_ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat {
        if let explicit = explicitAlignment(key, proposal) { return explicit }
        return key.defaultValue(ViewDimensions(size: sizeThatFits(proposal)))
    }

}

/// Which touches a node receives: within its frame, within a shape, or none (nor its subtree).
enum HitTesting {
    case frame
    case shape((CGSize) -> Path)
    case disabled
    /// Each subview is centred in a slot of its own, the slots side by side across the node's
    /// width; a touch in a slot that no subview takes goes to that slot's subview, at its centre
    /// (`barItemSlots()`).
    case slots
}

/// Where a parent puts a subview: origin in the parent's local space, the proposal it made, and
/// the size the subview answered.
struct Placement {
    var origin: CGPoint
    var proposal: ProposedViewSize
    var size: CGSize
}

extension Placement {
    /// What `LayoutSubview.place(at:anchor:proposal:)` records for a subview of `size` (its
    /// answer to the valid `proposal`): its `anchor` at `position`, made valid.
    init(placing size: CGSize, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let position = position.valid
        self.init(origin: CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height),
                  proposal: proposal, size: size)
    }
}
