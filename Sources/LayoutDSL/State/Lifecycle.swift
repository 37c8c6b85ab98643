/// `onAppear`, `onDisappear`, `onChange(of:)`, `.task` and `.onReceive`, keyed by the identity
/// of the modifier.
struct LifecycleHook {
    enum Kind {
        case appear(() -> Void)
        case disappear(() -> Void)
        /// Returns the action to run when the value changed since the last pass.
        case change((ViewGraph, Int) -> (() -> Void)?)
        /// Work that runs while the view is present (a task, a subscription): started after the
        /// view appears or when `key` changes, cancelled when it disappears or before a restart.
        /// `update` runs on every pass (to hand the running work the latest action).
        case attachment(key: AnyHashable, start: (ViewGraph, Int) -> AnyCancellable, update: (ViewGraph, Int) -> Void)
    }
    let identity: Int
    let kind: Kind
}

nonisolated struct LifecycleModifier: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let kind: LifecycleHook.Kind

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        // The hook belongs to the first node the content produced; an empty content never appears.
        let hook = LifecycleHook(identity: hookIdentity(context), kind: kind)
        content.first?.annotations.append(.lifecycle(hook))
        return content
    }
}

nonisolated extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(kind: .appear(action ?? {})))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(kind: .disappear(action ?? {})))
    }

    /// iOS 17's form: the action receives the old and new values; `initial` also runs it when
    /// the view first appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(LifecycleModifier(kind: .change(of: value, initial: initial, action)))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// The iOS 14 form, whose action receives the new value.
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        onChange(of: value) { _, new in action(new) }
    }
}

extension Scene {
    /// Runs `action` when `value` changes, as for a view, for every view of this scene: an app
    /// watches `scenePhase` this way
    /// (https://developer.apple.com/documentation/swiftui/scene/onchange(of:initial:_:)).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
        ModifiedScene(content: self, modifier: LifecycleModifier(kind: .change(of: value, initial: initial, action)))
    }

    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// The iOS 14 form, whose action receives the new value.
    @_disfavoredOverload
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
        onChange(of: value) { _, new in action(new) }
    }
}

extension LifecycleHook.Kind {
    /// The hook of `onChange(of:initial:_:)`: the action, with the old and new values, when
    /// `value` differs from the one the last pass saw; on the first pass too if `initial`.
    static func change<V: Equatable>(of value: V, initial: Bool, _ action: @escaping (V, V) -> Void) -> Self {
        .change { graph, identity in
            // flatMap, not `as? V`: a missing value cast to an Optional V would read as `.some(nil)`.
            let old = graph.observedValues[identity].flatMap { $0 as? V }
            graph.observedValues[identity] = value
            switch old {
            case nil: return initial ? { action(value, value) } : nil
            case let old? where old != value: return { action(old, value) }
            default: return nil
            }
        }
    }
}

extension ViewGraph {
    /// Runs the hooks of a completed pass: appear for newcomers, disappear for those gone,
    /// change where a watched value differs; then starts and stops attached work (so a task
    /// starts after its view's `onAppear`, and stops after its `onDisappear`, as in SwiftUI).
    func runLifecycle(_ hooks: [LifecycleHook]) {
        var present: [Int: LifecycleHook] = [:]
        var order: [Int] = []
        var actions: [() -> Void] = []
        var attach: [() -> Void] = []
        for hook in hooks {
            if present.updateValue(hook, forKey: hook.identity) == nil { order.append(hook.identity) }
            switch hook.kind {
            case .appear(let action): if presentHooks[hook.identity] == nil { actions.append(action) }
            case .disappear: break
            case .change(let check): if let action = check(self, hook.identity) { actions.append(action) }
            case .attachment(let key, let start, let update):
                update(self, hook.identity)
                if attachments[hook.identity]?.key != key {
                    attach.append { [self] in
                        attachments[hook.identity]?.running.cancel()
                        attachments[hook.identity] = (key, start(self, hook.identity))
                    }
                }
            }
        }
        for identity in presentOrder where present[identity] == nil {
            guard let hook = presentHooks[identity] else { continue }
            if case .disappear(let action) = hook.kind { actions.append(action) }
            if let attached = attachments.removeValue(forKey: identity) { attach.append(attached.running.cancel) }
            observedValues[identity] = nil
        }
        presentHooks = present
        presentOrder = order
        for action in actions + attach { action() }
    }
}
