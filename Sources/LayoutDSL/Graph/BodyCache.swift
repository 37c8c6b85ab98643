import Observation

/// What the graph remembers of each composite view's last body evaluation, so a body runs
/// again only when something it depends on changed, as in SwiftUI:
/// - its state, an observed object, or an `@Observable` property its body read (the view's
///   identity is invalidated when they change);
/// - an environment value it reads through `@Environment` or `@EnvironmentObject`;
/// - its own value, when a parent whose body ran again made a new one that is not the same
///   (`ViewEquality`).
/// Otherwise the body value of last time is built again, so objects a parent created inline in
/// a child's stored property live on, and a frame costs bodies in proportion to what changed.
final class BodyCache {
    private struct Record {
        let value: Any
        let body: Any
        /// Checks that the environment values the view read are still what it read.
        let reads: [(EnvironmentValues) -> Bool]
    }

    private var records: [Int: Record] = [:]
    /// Views whose body must run again, with what changed for each (`BodyChanges`' names).
    private var invalidated: [Int: [String]] = [:]
    private var live: Set<Int> = []
    /// Environment reads recorded while the view being evaluated installs its properties.
    private var pendingReads: [(EnvironmentValues) -> Bool] = []
    /// How many evaluations enclose the current point (more than one: a nested evaluation).
    private var nesting = 0
    /// Bodies evaluated since the counter was last reset (the host resets it per update).
    var evaluations = 0

    /// The view's body should run at its next build because `change` changed: a property's
    /// name (`_count`), or `@dependencies` for what the view read elsewhere.
    func invalidate(_ identity: Int, by change: String = BodyChanges.dependencies) {
        if invalidated[identity]?.contains(change) != true { invalidated[identity, default: []].append(change) }
    }

    /// The view being evaluated depends on something in the environment that `unchanged` checks.
    func recordRead(_ unchanged: @escaping (EnvironmentValues) -> Bool) { pendingReads.append(unchanged) }

    /// The body of `value` at `identity`: last time's, if nothing it depends on changed; else
    /// `evaluate`'s (which installs the view's properties and runs its body), with the
    /// `@Observable` properties it reads tracked.
    func body<V, Body>(of value: V, at identity: Int, in environment: EnvironmentValues,
                       observedChange: @escaping @Sendable () -> Void, evaluate: () -> Body) -> Body {
        live.insert(identity)
        let record = records[identity]
        let old = record?.value as? V
        let sameValue = old.map { ViewEquality.equal($0, value) } ?? false
        let readsHold = record?.reads.allSatisfy { $0(environment) } ?? false
        let changed = invalidated.removeValue(forKey: identity)
        if changed == nil, sameValue, readsHold, let body = record?.body as? Body { return body }
        let changes = old == nil ? BodyChanges(first: value)
            : BodyChanges(names: (sameValue ? [] : [BodyChanges.selfValue]) + (changed ?? [])
                                 + (readsHold || changed?.contains(BodyChanges.dependencies) == true ? [] : [BodyChanges.dependencies]))
        evaluations += 1
        // A body can be evaluated while another view's properties are installed or its body
        // runs (a nested evaluation): the reads recorded so far belong to that other view, so
        // they are set aside, not dropped, and this view's reads are given back to it too, as
        // what it evaluated depended on them.
        let enclosing = nesting > 0 ? pendingReads : []
        pendingReads = []
        nesting += 1
        let body = withObservationTracking({ BodyChanges.current.with(changes, evaluate) }) { [weak self] in
            self?.invalidate(identity)
            observedChange()
        }
        nesting -= 1
        records[identity] = Record(value: value, body: body, reads: pendingReads)
        pendingReads = nesting > 0 ? enclosing + pendingReads : []
        return body
    }

    func beginPass() { live.removeAll(keepingCapacity: true) }

    /// Whether the view was built in this pass (evaluated or not): its state lives on.
    func isLive(_ identity: Int) -> Bool { live.contains(identity) }

    /// Forgets views that left the tree: if they come back, their bodies run afresh.
    func endPass() {
        guard records.count != live.count else { return }
        records = records.filter { live.contains($0.key) }
    }
}
