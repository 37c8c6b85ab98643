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
}
