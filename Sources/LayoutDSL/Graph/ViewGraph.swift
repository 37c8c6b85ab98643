/// The living part of a view tree: state by identity, what preference observers last received,
/// which lifecycle hooks have appeared, and what changed since the last pass. Node trees are
/// rebuilt each pass from the view values; everything that must outlive a pass lives here.
final class ViewGraph {
    init() {
        appStorage.graph = self
        sceneStorage.graph = self
    }

    var identities = IdentityTable()

    private struct SlotKey: Hashable { let identity: Int; let slot: Int }
    private var states: [SlotKey: AnyObject] = [:]
    /// The view each state belongs to: a view built from its cached body installs nothing, yet
    /// its state lives as long as it is in the tree.
    private var stateOwners: [SlotKey: Int] = [:]
    private var liveStates: Set<SlotKey> = []

    /// Labels of states set since the last pass began.
    private(set) var changedStates: [String] = []
    /// Last value delivered to each `onPreferenceChange`, by its identity.
    var delivered: [Int: Any] = [:]
    /// Lifecycle hooks present in the last completed pass, by identity.
    var presentHooks: [Int: LifecycleHook] = [:]
    /// The identities of `presentHooks` in tree order: disappear actions run in that order, not
    /// in a dictionary's per-process hash order (they change state, and so the frames).
    var presentOrder: [Int] = []
    /// Last values seen by `onChange(of:)`, and the latest actions of `.onReceive`, by identity.
    var observedValues: [Int: Any] = [:]
    /// The running tasks and subscriptions of `.task` and `.onReceive`, by identity, with the
    /// key they started with.
    var attachments: [Int: (key: AnyHashable, running: AnyCancellable)] = [:]

    /// Passes begun: a pass's `@Observable` tracking is current until the next one begins.
    private(set) var passNumber = 0
    /// The bodies of the last evaluation, and which must run again.
    let bodies = BodyCache()
    /// The `ObservableObject`s this graph subscribed to, with the views observing each.
    var observedObjects: [ObjectIdentifier: ObjectObservation] = [:]
    /// `@AppStorage` and `@SceneStorage` values, the host's own.
    let appStorage = StorageStore()
    let sceneStorage = StorageStore()
    /// What this host has warned about.
    var warnings = Warnings()
    /// The named images and colours the views asked for that no catalog or file had.
    var missingAssets: Set<String> = []
    /// Every scroll view's offset, sizes, phase and observers.
    let scrolls = ScrollModel()
    /// Whether scroll views draw their indicators (the host's choice).
    var drawsScrollIndicators = false
    /// The node tree of the last pass, which scroll proxies and touches look things up in.
    var lastRoot: LayoutNode?
    /// An animation a state change asked for, waiting for the update that shows the change.
    var pendingAnimation: Animation?
    /// The `Transaction.scrollTargetAnchor` of the state changes since the last frame.
    var pendingScrollTargetAnchor: UnitPoint?
    /// The tree a pass laid out before its `onAppear` (or other lifecycle, preference or
    /// deferred) work made an animated change: the change animates from it, as SwiftUI draws a
    /// view's first state before the animation its appearance starts.
    var animationStart: ResolvedTree?
    /// The animations `.animation(_:value:)` gave the views whose value changed since the
    /// last frame, by the identity of their nodes.
    var scopedAnimations: [Int: Animation] = [:]
    /// A state changed outside any animated transaction since the last frame (so `.transaction`
    /// and the deprecated `.animation(_:)` may give it an animation).
    var unanimatedChange = false
    /// The transitions of the views built in the current pass, by the identity of their nodes.
    var transitions: [Int: AnyTransition] = [:]
    /// The `matchedGeometryEffect` groups of the views built in the current pass, by the
    /// identity of their nodes.
    var matchedGeometry: [Int: MatchedGeometry] = [:]
    /// The places where views come and go (`if` branches, `ForEach` elements, `.id` values)
    /// built in the current pass: the place of each node one made, by node identity (see
    /// `DefaultTransitions`).
    var insertionPoints: [Int: Int] = [:]
    /// Whether a view of the current pass is drawn in its transition's `willAppear` phase, and
    /// whether this update moves such views to `identity` (see `TransitionModifier`).
    var transitionsAppearing = false
    var commitsAppearances = false
    /// How to build each view with a transition body in its `didDisappear` phase, by node
    /// identity: this pass's, and the last frame's (see `ViewHost.disappearingViews`).
    var removalBuilders: [Int: () -> NodeList] = [:]
    var lastRemovalBuilders: [Int: () -> NodeList] = [:]
    /// Elements lazy stacks built in the current pass.
    var lazyElementsBuilt = 0
    /// Whether this pass's build stopped at `BuildContext.maximumDepth` (see `ViewTreeTooDeepError`).
    var builtTooDeep = false
    /// The text input a tap focused last: one field has focus at a time.
    let focusedInput = FocusedInput()
    /// How to build the content each custom modifier was applied to in this pass, by the
    /// modifier's identity (see `_ViewModifier_Content`).
    var modifierContents: [Int: (EnvironmentValues) -> NodeList] = [:]

    func stateLocation<Value>(at site: InstallSite, initial: Value) -> StateLocation<Value> {
        let key = SlotKey(identity: site.identity, slot: site.slot)
        liveStates.insert(key)
        if let location = states[key] as? StateLocation<Value> { return location }
        let location = StateLocation(initial, graph: self, label: site.label, property: site.name ?? "@\(site.slot)", owner: site.view)
        states[key] = location
        stateOwners[key] = site.view
        return location
    }

    /// Storage that lives as long as the identity (`@StateObject`); created on first use.
    func persistentObject<T: AnyObject>(at site: InstallSite, make: () -> T) -> T {
        let key = SlotKey(identity: site.identity, slot: site.slot)
        liveStates.insert(key)
        if let object = states[key] as? T { return object }
        let object = make()
        states[key] = object
        stateOwners[key] = site.view
        return object
    }

    func stateDidChange(_ label: String) { changedStates.append(label) }

    func beginPass() {
        passNumber += 1
        liveStates.removeAll(keepingCapacity: true)
        changedStates.removeAll()
        lazyElementsBuilt = 0
        builtTooDeep = false
        transitions.removeAll(keepingCapacity: true)
        matchedGeometry.removeAll(keepingCapacity: true)
        insertionPoints.removeAll(keepingCapacity: true)
        transitionsAppearing = false
        removalBuilders.removeAll(keepingCapacity: true)
        modifierContents.removeAll(keepingCapacity: true)
        scrolls.beginPass()
        bodies.beginPass()
    }

    /// Drops the state of views that left the tree.
    func endPass() {
        scrolls.endPass()
        endObservingObjects()
        bodies.endPass()
        if liveStates.count != states.count {
            states = states.filter { liveStates.contains($0.key) || stateOwners[$0.key].map(bodies.isLive) == true }
            stateOwners = stateOwners.filter { states[$0.key] != nil }
        }
    }
}
