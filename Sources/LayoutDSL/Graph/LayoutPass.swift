/// One layout pass over a freshly built node tree: places every node top-down (sizes come from
/// the measurements parents make), builds content that depends on geometry or preferences as it
/// goes, and collects preferences bottom-up, in tree order.
final class LayoutPass {
    unowned let graph: ViewGraph
    /// `onPreferenceChange` reads of this pass, in the order their subtrees completed.
    private(set) var observations: [PreferenceObservation] = []
    /// Lifecycle hooks of this pass, in tree order.
    private(set) var hooks: [LifecycleHook] = []
    /// The scheme the views asked for with `preferredColorScheme(_:)`, if any.
    var preferredColorScheme: ColorScheme?
    /// The preferences that reach the root: `statusBarHidden(_:)`, `preferredColorScheme(_:)`…
    var rootPreferences = PreferenceValues()
    /// How many nodes this pass placed: the resolved tree's storage is made at that size.
    private(set) var placedNodes = 0

    init(graph: ViewGraph) { self.graph = graph }

    /// The identities of the observers present in this pass: what was delivered to the others
    /// is forgotten after it, so an observer that leaves and comes back starts afresh, as its
    /// state does (and identities of rows that left do not accumulate).
    private(set) var watched: Set<Int> = []

    func observe(_ observation: PreferenceObservation) { observations.append(observation) }

    /// The value last delivered to the observer at `identity`, which this pass then keeps.
    func lastDelivered(at identity: Int) -> Any? {
        watched.insert(identity)
        return graph.delivered[identity]
    }

    /// Lays out `root` for a canvas: proposes the canvas size and centres the answer, as a
    /// hosting controller does (R21).
    /// Content goes in the canvas less the safe-area insets; views that ignore the safe area may
    /// extend to the canvas edges.
    func layoutRoot(_ root: LayoutNode, canvas: CGSize, safeAreaInsets insets: EdgeInsets) -> PreferenceValues {
        let outer = CGRect(size: canvas)
        let safe = CGRect(x: insets.leading, y: insets.top, width: max(canvas.width - insets.horizontal, 0),
                          height: max(canvas.height - insets.vertical, 0))
        let proposal = ProposedViewSize(safe.size)
        let size = root.sizeThatFits(proposal)
        let origin = CGPoint(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
        return place(root, Placement(origin: origin, proposal: proposal, size: size), parent: .identity,
                     scope: Scope(spaces: nil, safeArea: SafeArea(safe: safe, outer: outer), viewport: outer))
    }

    /// What placement passes down besides transforms: named coordinate spaces, the safe area,
    /// and the viewport of the nearest scroll view (root space).
    ///
    /// Plain data, copied for each node as bytes: its two references are unowned, without
    /// reference counting, because a scope lives only while `place` places the subtree below
    /// the node that made it, and that call holds the objects it refers to (`spaces` and
    /// `names` there); a geometry proxy made from a scope holds its own. Counted, a scope's
    /// copies and their retains were about 1 k instructions a row of the benchmark list
    /// (callgrind; Benchmarks.md, the ninth to fourteenth passes).
    struct Scope {
        unowned(unsafe) var spaces: CoordinateSpaceChain?
        var safeArea: SafeArea
        var viewport: CGRect
        /// The viewport less the scroll view's safe area insets, its content insets (root space):
        /// where UIKit's adjusted content inset puts pinned section headers and footers, so a
        /// header scrolled under a navigation bar pins below the bar. Nil outside a scroll view.
        var insetViewport: CGRect? = nil
        /// The `accessibilityIdentifier` and `.id` of the single-child modifiers wrapping the
        /// node (`ScrollView { … }.frame(height: 200).id(42)`): a scroll view answers to them.
        /// Nil for none, as for most nodes.
        unowned(unsafe) var wrapperNames: WrapperNames?
    }

    /// Out of line, so a scope is copied for each node as a few words: inline, the optional
    /// string and `AnyHashable` made every copy go through their value witnesses (callgrind,
    /// Benchmarks.md, the ninth to fourteenth passes).
    final class WrapperNames {
        let identifier: String?
        let id: AnyHashable?
        init(identifier: String?, id: AnyHashable?) { self.identifier = identifier; self.id = id }

        /// The names a node's subview inherits: those of the modifiers around the node, then
        /// the node's own (the outermost wins); nil when there are none.
        static func inherited(_ outer: WrapperNames?, node: LayoutNode) -> WrapperNames? {
            guard node.hasAttachments else { return outer }
            let identifier = outer?.identifier ?? node.identifier, id = outer?.id ?? node.explicitID
            if identifier == outer?.identifier, id == outer?.id { return outer }
            return WrapperNames(identifier: identifier, id: id)
        }
    }

    /// Places `node` and its subtree; returns the preferences the subtree produces. In steps:
    /// the node's own frame (`settle`, `position`), what it declares for its subtree
    /// (`declareSpaces`), the scope and transform its subviews are placed in (`subviewScope`,
    /// `contentTransform`), the subviews (`placeSubviews`), then what it observes and adds of the
    /// preferences that come up (`finish`).
    func place(_ node: LayoutNode, _ placement: Placement, parent: CGAffineTransform, scope: Scope) -> PreferenceValues {
        var scope = scope
        position(node, settle(node, placement, parent: parent, area: scope.safeArea), parent: parent, scope: &scope)
        let spaces = declareSpaces(node, in: &scope)
        if node.roles.contains(.deferredContent) {
            node.behavior.asDeferredContent?.buildContent(node: node, geometry: geometry(node, scope))
        }
        var placements = node.placements(size: node.size, proposal: node.proposal)
        if node.isRightToLeft { LayoutPass.mirror(&placements, width: node.size.width) }
        let names = WrapperNames.inherited(scope.wrapperNames, node: node)
        // Held to the end, whichever way the function returns: the scopes below refer to them unowned.
        defer { withExtendedLifetime(spaces) {}; withExtendedLifetime(names) {} }
        let childScope = subviewScope(node, scope, placements: placements, names: names)
        var preferences = placeSubviews(node, placements, parent: contentTransform(node), scope: scope, childScope: childScope)
        if node.roles.contains(.scrollView), let scroll = node.behavior.asScrollView { graph.scrolls.placeContent(scroll, node: node) }
        node.subviews.forEach { $0.forgetMeasurements() }
        finish(node, &preferences, scope: scope)
        return preferences
    }

    /// The node's placement after its safe-area behaviour (`ignoresSafeArea`, `safeAreaPadding`…)
    /// moved it, clamped when its numbers are not a frame (a warning, not a crash).
    ///
    /// The behaviour's roles (safe area, deferred content, scroll view) are tested in the node's
    /// `roles` byte and the behaviour asked for one only where it is used, not kept across the
    /// subviews' placement: an optional existential live across the recursion was copied and
    /// destroyed through Optional's generic value witnesses, about 400 instructions a node
    /// (callgrind, 2,000 rows).
    @inline(__always)
    private func settle(_ node: LayoutNode, _ placement: Placement, parent: CGAffineTransform, area: SafeArea) -> Placement {
        var placement = placement
        if node.roles.contains(.safeArea), let safeAreaBehavior = node.behavior.asSafeArea {
            let frame = safeAreaBehavior.adjust(CGRect(origin: placement.origin, size: placement.size), parent: parent,
                                               area: area, rightToLeft: node.isRightToLeft)
            if frame.size != placement.size {
                placement = Placement(origin: frame.origin, proposal: ProposedViewSize(frame.size), size: frame.size)
            }
        }
        if !placement.isValid {
            graph.warnings.warn("invalid frame dimension (negative or non-finite) for \(node.name); laid out clamped")
            placement = placement.sanitized
        }
        #if DEBUG
        if let violation = LayoutAssertions.violation(of: placement, node: node) { assertionFailure(violation) }
        #endif
        return placement
    }

    /// Gives the node its size, proposal and root-space transform, moved by the geometry effects
    /// it keeps.
    ///
    /// Geometry effects kept on the node move it, and its subtree, from where it was placed (see
    /// `NodeEffect`), not its layout (R13): its own safe-area adjustment read where layout put it,
    /// and the safe area its subtree measures against moves with it, so the subtree lays out as it
    /// would unmoved.
    @inline(__always) private func position(_ node: LayoutNode, _ placement: Placement, parent: CGAffineTransform, scope: inout Scope) {
        placedNodes += 1
        node.size = placement.size
        node.proposal = placement.proposal
        node.transform = CGAffineTransform(translationX: placement.origin.x, y: placement.origin.y).concatenating(parent)
        if !node.transform.isFinite {
            graph.warnings.warn("\(node.name) is placed at a non-finite position; drawn at its own origin")
            node.transform = CGAffineTransform(translationX: placement.origin.x, y: placement.origin.y)
        }
        guard node.hasAttachments, let effect = node.effects.transform(in: node.size, mirroredByNode: false) else { return }
        let moved = effect.concatenating(node.transform)
        if moved.isFinite {
            scope.safeArea = scope.safeArea.applying(node.transform.inverted().concatenating(moved))
            node.transform = moved
        } else {
            let names = node.effects.filter(\.isGeometry).map(\.name).joined(separator: ", ")
            graph.warnings.warn("\(names) makes a non-finite transform (an infinite or NaN offset, scale or angle); left out")
        }
    }

    /// Adds the coordinate spaces the node declares to the scope and records its lifecycle hooks.
    /// Returns the chain of spaces, which the caller holds while the subtree is placed (the scope
    /// refers to it unowned, see `Scope`).
    @inline(__always) private func declareSpaces(_ node: LayoutNode, in scope: inout Scope) -> CoordinateSpaceChain? {
        guard node.hasAttachments else { return scope.spaces }
        var spaces = scope.spaces
        for case .coordinateSpace(let name) in node.annotations {
            spaces = CoordinateSpaceChain(name: name, transform: node.transform, size: node.size, parent: spaces)
        }
        scope.spaces = spaces
        for case .lifecycle(let hook) in node.annotations { hooks.append(hook) }
        return spaces
    }

    /// The scope the node's subviews are placed in: a scroll view's viewport (the scroll view
    /// records its placement first: its offset, read by `contentTransform`, depends on its content's
    /// size) and the safe area the node's behaviour passes down.
    @inline(__always) private func subviewScope(_ node: LayoutNode, _ scope: Scope, placements: Placements, names: WrapperNames?) -> Scope {
        var childScope = scope
        childScope.wrapperNames = node.isContainer ? nil : names
        if node.roles.contains(.scrollView), let scroll = node.behavior.asScrollView {
            graph.scrolls.place(scroll, names: names, size: node.size, contentSize: placements.first?.size ?? .zero)
            childScope.viewport = node.frame
            let insets = scope.safeArea.insets(of: node.frame)
            childScope.insetViewport = CGRect(x: node.frame.minX + insets.leading, y: node.frame.minY + insets.top,
                                              width: node.frame.width - insets.leading - insets.trailing,
                                              height: node.frame.height - insets.top - insets.bottom)
        }
        if node.roles.contains(.safeArea), let safeAreaBehavior = node.behavior.asSafeArea {
            childScope.safeArea = safeAreaBehavior.childArea(scope.safeArea, frame: node.frame, placements: placements,
                                                             rightToLeft: node.isRightToLeft)
        }
        return childScope
    }

    /// The root-space transform of the node's content: its own, after its content transform (a
    /// scroll offset, a rotation kept for its subviews), mirrored right to left; a non-finite one is
    /// left out with a warning.
    @inline(__always) private func contentTransform(_ node: LayoutNode) -> CGAffineTransform {
        guard var effect = node.contentTransform() else { return node.transform }
        guard effect.concatenating(node.transform).isFinite else {
            graph.warnings.warn("\(node.name) makes a non-finite transform (an infinite or NaN offset, scale or angle); left out")
            return node.transform
        }
        if node.isRightToLeft { effect = LayoutPass.mirrored(effect, width: node.size.width) }
        return effect.concatenating(node.transform)
    }

    /// Places the node's subviews, then the content a deferred behaviour builds from their
    /// preferences (added last); returns their preferences. A behaviour that places fewer
    /// subviews than it has leaves the rest unplaced.
    @inline(__always) private func placeSubviews(_ node: LayoutNode, _ placements: Placements, parent: CGAffineTransform, scope: Scope,
                               childScope: Scope) -> PreferenceValues {
        var preferences = PreferenceValues()
        var index = 0
        node.subviews.forEach { child in
            if index < placements.count {
                preferences.merge(place(child, placements[index], parent: parent, scope: childScope))
            }
            index += 1
        }
        guard node.roles.contains(.deferredContent), let deferred = node.behavior.asDeferredContent else { return preferences }
        let added = deferred.buildSecondaryContent(node: node, preferences: preferences, geometry: geometry(node, scope))
        guard added > 0 else { return preferences }
        var all = node.placements(size: node.size, proposal: node.proposal)
        if node.isRightToLeft { LayoutPass.mirror(&all, width: node.size.width) }
        for (child, childPlacement) in zip(node.subviews.suffix(added), all.dropFirst(max(node.subviews.count - added, 0))) {
            preferences.merge(place(child, childPlacement, parent: parent, scope: childScope))
        }
        return preferences
    }

    /// Runs the node's placement observers and lets its preference modifiers add to what its
    /// subtree produced (in place: a copy would copy the values' storage at the first change).
    @inline(__always) private func finish(_ node: LayoutNode, _ preferences: inout PreferenceValues, scope: Scope) {
        guard node.hasAttachments, !node.annotations.isEmpty else { return }
        let placed = PlacedNode(node: node, geometry: geometry(node, scope), pass: self)
        for case .placed(let observe) in node.annotations { observe(placed) }
        for case .preferences(let apply) in node.annotations { apply(&preferences, placed) }
    }

    /// Right to left, a parent "horizontally flips the x position of each view within its
    /// parent" (Apple, `LayoutDirection`): layouts place subviews in leading terms, and a
    /// right-to-left node moves each to `x' = width − x − childWidth`, as OpenSwiftUICore's
    /// `ViewGeometry.finalizeLayoutDirection` does (`origin.x = parentSize.width − frame.maxX`).
    /// So an HStack runs right to left, `.leading` alignment and `.padding(.leading)` land on
    /// the right, and a child keeps its own (unmirrored) drawing.
    static func mirror(_ placements: inout Placements, width: CGFloat) {
        for index in placements.indices {
            placements[index].origin.x = width - placements[index].origin.x - placements[index].size.width
        }
    }

    /// A content transform (geometry effect, scroll offset) of a right-to-left node, conjugated
    /// by the flip `x → width − x`, as OpenSwiftUICore's `GeometryEffectTransform` does: an
    /// `offset(x:)` or a scroll offset moves the other way, a rotation turns the other way about
    /// a mirrored anchor (`_RotationEffect.Data` negates the angle right to left), and the
    /// result maps the (unmirrored) child space to the node's space.
    static func mirrored(_ transform: CGAffineTransform, width: CGFloat) -> CGAffineTransform {
        let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
        return flip.concatenating(transform).concatenating(flip)
    }

    private func geometry(_ node: LayoutNode, _ scope: Scope) -> GeometryProxy {
        GeometryProxy(size: node.size, transform: node.transform, spaces: scope.spaces,
                      safeAreaInsets: scope.safeArea.insets(of: node.frame, rightToLeft: node.isRightToLeft),
                      visibleRect: scope.viewport.applying(node.transform.inverted()),
                      insetVisibleRect: (scope.insetViewport ?? scope.viewport).applying(node.transform.inverted()))
    }
}
