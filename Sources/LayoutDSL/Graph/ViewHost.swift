import Observation
/// Hosts a root view on a canvas, as a hosting controller does: proposes the canvas size,
/// centres the root, and runs the update loop until state and preferences settle.
///
/// The loop: build the node tree from the view values, lay it out, collect preferences; then
/// run lifecycle hooks and the `onPreferenceChange` actions whose values changed; then run work
/// user code deferred to the main queue that is due. If any of that changed state, do it all
/// again. A loop that does not settle within `maxPasses` stops with `UpdateLoopError`, naming
/// the preference keys and states involved (SwiftUI logs "Bound preference … tried to update
/// multiple times per frame"); it never hangs.
public final class ViewHost {
    public var canvasSize: CGSize
    public var environment: EnvironmentValues
    public var maxPasses: Int
    /// Propose nothing to the root and make the canvas its ideal size, on every pass (as
    /// `.previewLayout(.sizeThatFits)` renders): the canvas then follows the settled layout.
    public var sizesToFit = false
    /// The display scale a canvas that sizes to fit is measured at, when not the one the view is
    /// drawn at; nil measures at the drawing scale. swift-snapshot-testing's `.sizeThatFits`
    /// (pointfreeco/swift-snapshot-testing@1.19.7, `SwiftUIView.swift`) asks the hosting
    /// controller's `sizeThatFits(in:)` before the test's traits reach it, so at the simulator
    /// screen's scale, and draws that size at the traits' scale: three body lines are 61 pixels
    /// tall at 1x, their 61 points on the 3x grid (20.33 each) rounded up, not 3 x 21.
    public var measuringScale: CGFloat?

    /// The canvas's safe-area insets (status bar, home indicator); zero for a plain canvas.
    public var safeAreaInsets = EdgeInsets()
    /// The named images and colours ("image 'trail'", "color 'brand'") the views asked for and no
    /// asset catalog or file had, over the host's life: they draw nothing, as on iOS, which only
    /// logs them; a snapshot assertion fails on them rather than record a blank reference.
    public var missingAssets: [String] { graph.missingAssets.sorted() }
    /// What the host warned of over its life, each message once, in the order first given (also
    /// written to standard error then, prefixed "warning: ").
    public var warnings: [String] { graph.warnings.messages }
    /// Passes the last `update()` needed to settle.
    public fileprivate(set) var passCount = 0
    /// The host's `@AppStorage` values (seed them before the first update; read them after).
    public var appStorage: StorageStore { graph.appStorage }
    /// The host's `@SceneStorage` values.
    public var sceneStorage: StorageStore { graph.sceneStorage }

    /// Bodies the last `update()` evaluated, over all its passes: views whose state, observed
    /// objects, environment or value changed (see `BodyCache`); the others were built from
    /// their previous bodies.
    public fileprivate(set) var bodiesEvaluated = 0
    /// Elements lazy stacks built in the last pass (to check that laziness holds).
    public var lazyElementsBuilt: Int { graph.lazyElementsBuilt }
    /// Hears of each frame of a sequence (`run`, `drag`, `taps`) once it has settled, before the
    /// next is laid out, so a caller can draw and encode it on other cores meanwhile (as `snap`
    /// does). An error it throws ends the sequence with that error.
    public var onFrame: ((RenderedFrame) throws -> Void)?

    private let root: any View
    /// What the last pass's views asked for with `preferredColorScheme(_:)`.
    private var preferredColorScheme: ColorScheme?
    /// The level of the deepest presentation the last pass showed that dims its presenter's
    /// tint (`TintAdjustmentMode`).
    private var tintDimmedBelowLevel = 0
    /// The host's environment, in the scheme the views prefer, if they prefer one.
    private var effectiveEnvironment: EnvironmentValues {
        var environment = self.environment
        environment.hostScreen = HostScreen(size: canvasSize, safeAreaInsets: safeAreaInsets)
        if let preferredColorScheme { environment.colorScheme = preferredColorScheme }
        environment.tintDimmedBelowLevel = tintDimmedBelowLevel
        return environment
    }
    let graph = ViewGraph()
    let clock = VirtualClock()
    /// The animations running in a sequence and the views leaving with a transition.
    private(set) var animations = RunningAnimations()

    /// The next frame of a sequence: the settled tree, or what the animations started by
    /// `withAnimation` or `.animation(_:value:)` show of it while they run. Views inserted
    /// with a transition settle in its `willAppear` phase, then the frame is committed again
    /// with them in place, so the difference animates (see `TransitionModifier`).
    func frame() throws -> ResolvedTree {
        let shown = try animatedFrame()
        guard graph.transitionsAppearing else { return shown }
        graph.commitsAppearances = true
        defer { graph.commitsAppearances = false }
        return try animatedFrame()
    }

    private func animatedFrame() throws -> ResolvedTree {
        let settled = try update()
        defer {
            graph.unanimatedChange = false; graph.pendingAnimation = nil; graph.scopedAnimations.removeAll(); graph.animationStart = nil
        }
        let (transitions, matched, points, scoped) =
            (graph.transitions, graph.matchedGeometry, graph.insertionPoints, graph.scopedAnimations)
        let disappearing = disappearingViews()
        return animations.frame(settled, animation: graph.pendingAnimation, scoped: scoped, transitions: transitions, matched: matched,
                                insertionPoints: points, disappearing: disappearing, from: graph.animationStart, time: time)
    }

    /// The node tree of the last settled frame, which touches are hit-tested against.
    var lastRoot: LayoutNode? { graph.lastRoot }

    /// Draw scroll indicators, as iOS does while a scroll view moves.
    public var showsScrollIndicators: Bool {
        get { graph.drawsScrollIndicators } set { graph.drawsScrollIndicators = newValue }
    }

    /// Seconds of virtual time since the host started; frames of a sequence advance it.
    public var time: TimeInterval { clock.time }

    /// Moves virtual time forward; work and timers that fall due run at the next update.
    public func advanceTime(to time: TimeInterval) { clock.advance(to: time) }

    public init<V: View>(_ root: V, canvasSize: CGSize, environment: EnvironmentValues = EnvironmentValues(), maxPasses: Int = 32) {
        self.root = root
        self.canvasSize = canvasSize
        self.environment = environment
        // A host made while another updates (an `ImageRenderer` in a body) draws in its design.
        if environment.ownSystemDesign == nil { self.environment.ownSystemDesign = CurrentHost.design }
        self.maxPasses = maxPasses
    }

    /// The content offset of a ScrollView: the first one placed (depth first) unless `target`
    /// names one by `accessibilityIdentifier` or `.id`. Positive y scrolls content up; negative
    /// y is overscroll and moves it down. A target no scroll view answers yet waits for one.
    public func setScrollOffset(_ offset: CGPoint, target: ScrollViewSelector = .first) {
        graph.scrolls.setOffset(offset, for: target)
    }

    /// The scroll views of the last pass as they can be named from outside (identifiers, or
    /// `.id` values as text), in placement order: what a command line may offer as targets.
    public var scrollViewNames: [String] { graph.scrolls.names }
    /// How many scroll views the last pass placed, named or not.
    public var scrollViewCount: Int { graph.scrolls.count }

    /// A scroll target spelled as text: an `accessibilityIdentifier`, else an `.id` value that
    /// reads as the text, among the scroll views of the last pass; nil if none answers.
    public func scrollTarget(named name: String) -> ScrollViewSelector? { graph.scrolls.target(named: name) }

    /// Settles the update loop and returns the laid-out tree. Work that falls due on the virtual
    /// clock runs first; between passes, work that user code deferred to the main queue runs.
    public func update() throws -> ResolvedTree {
        try CurrentHost.with(self) {
            graph.bodies.evaluations = 0
            // A transaction's scroll anchor is for the scrolls its changes make in this update.
            defer { bodiesEvaluated = graph.bodies.evaluations; graph.pendingScrollTargetAnchor = nil }
            clock.runDue()
            var loop = SettleLoop(maxPasses: maxPasses)
            while true {
                try loop.step(self)
                clock.runDue()
                if let tree = try loop.finish(self) { return tree }
            }
        }
    }

    /// One pass and its handlers, split around the point where deferred work runs.
    private struct SettleLoop {
        let maxPasses: Int
        var pass = 0
        var recentKeys: [String] = []
        var tree: ResolvedTree?

        /// Lays out and runs lifecycle hooks and preference actions.
        mutating func step(_ host: ViewHost) throws {
            // The previous pass's hooks or deferred work asked for an animation: that pass's
            // tree is where it starts (a change made before the update has no such tree here).
            if let tree, host.graph.pendingAnimation != nil, host.graph.animationStart == nil { host.graph.animationStart = tree }
            pass += 1
            let (rootNode, layout) = try host.runPass()
            host.graph.lastRoot = rootNode
            host.graph.runLifecycle(layout.hooks)
            if host.graph.delivered.count > layout.watched.count {
                host.graph.delivered = host.graph.delivered.filter { layout.watched.contains($0.key) }
            }
            for observation in layout.observations {
                host.graph.delivered[observation.identity] = observation.value
                observation.action()
            }
            recentKeys = layout.observations.map(\.keyName)
            var resolved = ResolvedTree(root: rootNode, nodes: layout.placedNodes, canvasSize: host.canvasSize,
                                        container: host.environment.screenContainerShape(canvasSize: host.canvasSize))
            if !host.graph.matchedGeometry.isEmpty { resolved.root = resolved.root.matchingGeometry(host.graph.matchedGeometry) }
            if layout.rootPreferences[PresentationLayerKey.self] == true {
                resolved.root = resolved.root.liftingPresentations(screen: host.canvasSize)
            }
            tree = resolved
            tree?.colorScheme = host.effectiveEnvironment.colorScheme
            tree?.statusBarHidden = (layout.rootPreferences[StatusBarHiddenKey.self] ?? nil) ?? false
            tree?.statusBarColorScheme = layout.rootPreferences[StatusBarColorSchemeKey.self] ?? nil
            tree?.persistentSystemOverlays = (layout.rootPreferences[PersistentSystemOverlaysKey.self] ?? nil) ?? .automatic
            // A preferred scheme that differs from the one this pass used: lay out again in it.
            if layout.preferredColorScheme != host.preferredColorScheme {
                host.preferredColorScheme = layout.preferredColorScheme
                host.graph.stateDidChange("preferredColorScheme")
            }
            let dimmed = layout.rootPreferences[TintDimmingLevelKey.self] ?? 0
            if dimmed != host.tintDimmedBelowLevel {
                host.tintDimmedBelowLevel = dimmed
                host.graph.stateDidChange("tintAdjustmentMode")
            }
        }

        /// After deferred work: settled if nothing changed state, else another pass or the diagnostic.
        mutating func finish(_ host: ViewHost) throws -> ResolvedTree? {
            if host.graph.changedStates.isEmpty {
                host.passCount = pass
                return tree
            }
            guard pass < maxPasses else {
                throw UpdateLoopError(passes: maxPasses, preferenceKeys: Array(Set(recentKeys)).sorted(),
                                      states: Array(Set(host.graph.changedStates)).sorted())
            }
            return nil
        }
    }

    /// `@Observable` properties read anywhere in the pass are tracked, not only those bodies
    /// read: `ForEach` rows, `GeometryReader` content and other closures run while building and
    /// laying out (SwiftUI tracks them too: a row reading `model.title` updates). Only the
    /// latest pass's tracking acts: an earlier one that fires late changes nothing new.
    private func runPass() throws -> (LayoutNode, LayoutPass) {
        let measured = idealAtMeasuringScale()
        graph.beginPass()
        let graph = self.graph, number = graph.passNumber
        // Rows a lazy stack builds while it is laid out are made in the root's language.
        return try withObservationTracking {
            _LocalizedStrings.withLanguage(of: environment.locale) { Result { try buildAndLayOut(measured: measured) } }
        } onChange: { [weak graph] in
            guard let graph, graph.passNumber == number else { return }
            graph.stateDidChange("an @Observable property read while building")
        }.get()
    }

    /// The root's ideal size measured apart at `measuringScale`, when a canvas that sizes to fit
    /// is measured at another scale than it is drawn at; nil when the pass measures it itself.
    private func idealAtMeasuringScale() -> CGSize? {
        guard sizesToFit, let measuringScale, measuringScale != environment.displayScale else { return nil }
        var environment = effectiveEnvironment
        environment.displayScale = measuringScale
        return sizeThatFits(.unspecified, in: environment)
    }

    private func buildAndLayOut(measured: CGSize?) throws -> (LayoutNode, LayoutPass) {
        let context = BuildContext(graph: graph, environment: effectiveEnvironment, identity: IdentityTable.root, stackAxis: nil)
        let nodes = context.build(any: root)
        // Several top-level views are laid out as an implicit VStack (R21).
        let rootNode = VStackLayout().implicitContainer(of: nodes)
        let depth = graph.builtTooDeep ? ViewTreeTooDeepError.limit + 1 : rootNode.depth(stoppingPast: ViewTreeTooDeepError.limit)
        if depth > ViewTreeTooDeepError.limit {
            graph.endPass()
            throw ViewTreeTooDeepError(depth: depth)
        }
        if environment.layoutDirection == .rightToLeft, rootNode.layoutDirection == nil { rootNode.layoutDirection = .rightToLeft }
        let pass = LayoutPass(graph: graph)
        if sizesToFit {
            let ideal = measured ?? rootNode.sizeThatFits(.unspecified)
            canvasSize = FittingCanvas.size(ideal: ideal, starting: canvasSize, scale: measuringScale ?? environment.displayScale,
                                            warnings: &graph.warnings)
        }
        pass.rootPreferences = pass.layoutRoot(rootNode, canvas: canvasSize, safeAreaInsets: safeAreaInsets)
        pass.preferredColorScheme = pass.rootPreferences[PreferredColorSchemeKey.self] ?? nil
        graph.endPass()
        return (rootNode, pass)
    }

    /// The root's size for `proposal`, from a build that is measured but not placed, so no
    /// lifecycle hook or preference action runs: what `UIHostingController.sizeThatFits(in:)`
    /// answers. A tree too deep to lay out (see `ViewTreeTooDeepError`) measures as zero.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizeThatFits(proposal, in: environment) }

    private func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
        CurrentHost.with(self) {
            graph.beginPass()
            defer { graph.endPass() }
            let context = BuildContext(graph: graph, environment: environment, identity: IdentityTable.root, stackAxis: nil)
            let rootNode = VStackLayout().implicitContainer(of: context.build(any: root))
            let limit = ViewTreeTooDeepError.limit
            guard !graph.builtTooDeep, rootNode.depth(stoppingPast: limit) <= limit else { return .zero }
            return rootNode.sizeThatFits(proposal)
        }
    }
}

/// The update loop did not settle: preference actions or deferred work kept changing state.
public struct UpdateLoopError: Error, CustomStringConvertible {
    public let passes: Int
    public let preferenceKeys: [String]
    public let states: [String]

    public var description: String {
        var parts: [String] = []
        if !preferenceKeys.isEmpty {
            parts.append("Bound preference \(preferenceKeys.joined(separator: ", ")) tried to update multiple times per frame")
        }
        if !states.isEmpty { parts.append("state \(states.joined(separator: ", ")) kept changing") }
        return "update loop did not settle after \(passes) passes: " + parts.joined(separator: "; ")
    }
}
