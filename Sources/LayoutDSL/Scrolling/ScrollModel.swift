/// The graph's scroll views, one `ScrollRecord` each under the scroll view's structural
/// identity, kept from pass to pass. Everything that moves a scroll view goes through here: the
/// host setting an offset by `ScrollViewSelector`, `ScrollViewProxy.scrollTo` and
/// `scrollPosition(id:)` by identity, touches setting the offset and the phase.
///
/// An offset set for a target no scroll view has answered yet (before the first pass, or for
/// one that appears later) waits as a request until one is placed that answers it.
final class ScrollModel {
    private(set) var records: [Int: ScrollRecord] = [:]
    private var requests: [ScrollViewSelector: CGPoint] = [:]
    /// Scroll views placed in the current pass, in placement order.
    private var placed: [Int] = []
    /// `onScrollPhaseChange` actions registered in the latest pass, by the scroll view they watch.
    private var phaseObservers: [Int: [ScrollPhaseObserver]] = [:]

    func beginPass() {
        placed.removeAll(keepingCapacity: true)
        phaseObservers.removeAll(keepingCapacity: true)
    }

    /// Forgets scroll views that left the tree (their offset with them, as SwiftUI's would be).
    func endPass() {
        guard records.count != placed.count else { return }
        let live = Set(placed)
        records = records.filter { live.contains($0.key) }
    }

    /// A scroll view is being placed at `size`: refreshes its record (what addresses it: the
    /// names on it and on the modifiers wrapping it; its sizes; its settling) and takes a
    /// waiting request that it answers.
    func place(_ scroll: ScrollViewBehavior, names: LayoutPass.WrapperNames?, size: CGSize, contentSize: CGSize) {
        let isNew = records[scroll.identity] == nil
        var record = records[scroll.identity] ?? ScrollRecord()
        let previousRange = record.maxOffset
        record.isFirst = placed.isEmpty
        record.identifier = names?.identifier
        record.id = names?.id
        record.axes = scroll.axes
        let insets = scroll.safeAreaInsets.value
        record.contentSize = CGSize(width: contentSize.width + insets.horizontal, height: contentSize.height + insets.vertical)
        record.containerSize = size
        record.margins = scroll.margins
        record.safeAreaInsets = insets
        record.targetBehavior = scroll.targetBehavior
        record.refresh = scroll.refresh
        record.isRightToLeft = scroll.isRightToLeft
        // The most specific request wins, in a fixed order (requests is unordered).
        let answered: [ScrollViewSelector?] = [record.identifier.map { .identifier($0) }, record.id.map { .id($0) },
                                         record.isFirst ? .first : nil]
        var requested = false
        for case let target? in answered {
            if let offset = requests.removeValue(forKey: target) { record.scroll(to: offset); requested = true; break }
        }
        if isNew, !requested, let anchor = scroll.defaultAnchor.initialOffset { record.offset = record.offset(anchoredAt: anchor) }
        // Content or viewport changed size while the view rested at its `.sizeChanges` anchor (a
        // chat at its latest message): it stays at the anchor. Elsewhere the offset is kept, so
        // the top stays put (what iOS 18 does, as measured in zenn.dev/samekard_dev "ScrollAnchorRole.sizeChanges 調査隊").
        if !isNew, !requested, let anchor = scroll.defaultAnchor.sizeChanges, record.maxOffset != previousRange {
            let range = record.maxOffset
            if abs(record.offset.x - previousRange.x * anchor.x) < 0.5 { record.offset.x = (range.x * anchor.x).rounded() }
            if abs(record.offset.y - previousRange.y * anchor.y) < 0.5 { record.offset.y = (range.y * anchor.y).rounded() }
        }
        placed.append(scroll.identity)
        records[scroll.identity] = record
    }

    /// The scroll view's content has been placed: view-aligned settling needs its targets' frames.
    func placeContent(_ scroll: ScrollViewBehavior, node: LayoutNode) {
        guard records[scroll.identity]?.targetBehavior?.behavior.base is ViewAlignedScrollTargetBehavior else { return }
        records[scroll.identity]?.targetFrames = node.scrollTargets.map { node.contentRect(CGRect(size: $0.size), of: $0) }
    }

    func record(_ identity: Int) -> ScrollRecord? { records[identity] }

    /// The scroll view a target addresses, among those of the latest pass.
    func identity(of target: ScrollViewSelector) -> Int? {
        if case .first = target { return placed.first }
        return placed.first { records[$0]?.answers(target) == true }
    }

    /// The offset of the scroll view a target addresses; a request waits if none answers yet.
    func setOffset(_ offset: CGPoint, for target: ScrollViewSelector) {
        if let identity = identity(of: target) { records[identity]?.scroll(to: offset) } else { requests[target] = offset }
    }

    func setOffset(_ offset: CGPoint, of identity: Int) { records[identity]?.scroll(to: offset) }

    /// Forgets which way the scroll view last scrolled: a tap on a minimized tab bar expands it.
    func forgetDirection(of identity: Int) { records[identity]?.verticalDirection = nil }

    /// Sets the phase; returns the change and the actions to tell, if it changed.
    func setPhase(_ phase: ScrollPhase, of identity: Int)
        -> (old: ScrollPhase, geometry: ScrollGeometry, observers: [ScrollPhaseObserver])? {
        guard let record = records[identity], record.phase != phase else { return nil }
        records[identity]?.phase = phase
        return (record.phase, record.geometry, phaseObservers[identity] ?? [])
    }

    func observePhase(of identity: Int, _ action: @escaping ScrollPhaseObserver) {
        phaseObservers[identity, default: []].append(action)
    }

    /// How many scroll views the latest pass placed.
    var count: Int { placed.count }

    /// How the scroll views of the latest pass can be named from outside, in placement order:
    /// the identifier, else the `.id` value as text, else nothing (reachable only as `.first`).
    var names: [String] {
        placed.compactMap { identity in
            records[identity].flatMap { $0.identifier ?? $0.id.map { "\($0.base)" } }
        }
    }

    /// A target spelled as text (a command-line argument): an `accessibilityIdentifier`, else an
    /// `.id` whose value reads as that text (`.id("list")` or `.id(42)` for "42"), among the
    /// scroll views of the latest pass.
    func target(named name: String) -> ScrollViewSelector? {
        let records = placed.compactMap { self.records[$0] }
        if records.contains(where: { $0.identifier == name }) { return .identifier(name) }
        return records.lazy.compactMap(\.id).first { "\($0.base)" == name }.map { .id($0) }
    }
}
