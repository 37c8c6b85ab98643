/// How a gesture attached to a view competes with the others on the touch's path.
enum GesturePriority { case normal, simultaneous, high }

struct AttachedGesture {
    let recognizer: GestureRecognizer
    let priority: GesturePriority
}

struct GestureModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let gesture: AttachedGesture
    func annotate(_ node: LayoutNode, in context: BuildContext) {
        guard context.environment.isEnabled else { return }
        node.gestures.append(gesture)
    }
}

struct HitTestingModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let enabled: Bool?
    let shape: (CGSize) -> Path
    func annotate(_ node: LayoutNode, in context: BuildContext) {
        if let enabled { node.hitTesting = enabled ? node.hitTesting : .disabled }
        else { node.hitTesting = .shape(shape) }
    }
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: AttachedGesture(recognizer: gesture._recognizer, priority: .normal)))
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: AttachedGesture(recognizer: gesture._recognizer, priority: .simultaneous)))
    }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: AttachedGesture(recognizer: gesture._recognizer, priority: .high)))
    }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }
    /// Views that ignore touches let them through to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(enabled: enabled, shape: { Path(CGRect(origin: .zero, size: $0)) }))
    }
    /// The area that receives touches, in place of the view's frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(HitTestingModifier(enabled: nil, shape: { shape.path(in: CGRect(origin: .zero, size: $0)) }))
    }
}
