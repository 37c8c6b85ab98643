/// `onAppear`, `onDisappear` and `onChange(of:)`, keyed by the identity of the modifier.
struct LifecycleHook {
    enum Kind {
        case appear(() -> Void)
        case disappear(() -> Void)
        /// Returns the action to run when the value changed since the last pass.
        case change((ViewGraph, Int) -> (() -> Void)?)
    }
    let identity: Int
    let kind: Kind
}

struct LifecycleModifier: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let kind: LifecycleHook.Kind

    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        // The hook belongs to the first node the content produced; an empty content never appears.
        let hook = LifecycleHook(identity: hookIdentity(context), kind: kind)
        content.first?.annotations.append(.lifecycle(hook))
        return content
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(kind: .appear(action ?? {})))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(kind: .disappear(action ?? {})))
    }

    /// iOS 17's form: the action receives the old and new values; `initial` also runs it when
    /// the view first appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(LifecycleModifier(kind: .change { graph, identity in
            // flatMap, not `as? V`: a missing value cast to an Optional V would read as `.some(nil)`.
            let old = graph.observedValues[identity].flatMap { $0 as? V }
            graph.observedValues[identity] = value
            switch old {
            case nil: return initial ? { action(value, value) } : nil
            case let old? where old != value: return { action(old, value) }
            default: return nil
            }
        }))
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

extension ViewGraph {
    /// Runs the hooks of a completed pass: appear for newcomers, disappear for those gone,
    /// change where a watched value differs. Returns whether any ran.
    func runLifecycle(_ hooks: [LifecycleHook]) {
        var present: [Int: LifecycleHook] = [:]
        var actions: [() -> Void] = []
        for hook in hooks {
            present[hook.identity] = hook
            switch hook.kind {
            case .appear(let action): if presentHooks[hook.identity] == nil { actions.append(action) }
            case .disappear: break
            case .change(let check): if let action = check(self, hook.identity) { actions.append(action) }
            }
        }
        for (identity, hook) in presentHooks where present[identity] == nil {
            if case .disappear(let action) = hook.kind { actions.append(action) }
            observedValues[identity] = nil
        }
        presentHooks = present
        for action in actions { action() }
    }
}
