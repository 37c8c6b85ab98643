/// How a gesture attached to a view competes with the others on the touch's path.
enum GesturePriority { case normal, simultaneous, high }

struct AttachedGesture {
    let recognizer: GestureRecognizer
    let priority: GesturePriority
}

nonisolated struct GestureModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let gesture: AttachedGesture
    /// A composed gesture's other parts (empty for most gestures, so no array is made).
    let more: [AttachedGesture]
    /// False: the gesture is not attached (`gesture(_:isEnabled:)`).
    var isEnabled = true
    init<G: Gesture>(_ gesture: G, priority: GesturePriority, isEnabled: Bool = true) {
        let parts = gesture._parts
        self.gesture = AttachedGesture(recognizer: parts.first ?? gesture._recognizer, priority: priority)
        more = parts.dropFirst().map { AttachedGesture(recognizer: $0, priority: priority) }
        self.isEnabled = isEnabled
    }
    func annotate(_ node: LayoutNode, in context: BuildContext) {
        guard isEnabled, context.environment.isEnabled else { return }
        node.gestures.append(gesture)
        if !more.isEmpty { node.gestures += more }
    }
}

nonisolated extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture, priority: .normal))
    }
    /// The gesture, attached only while `isEnabled` (iOS 18).
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture, priority: .normal, isEnabled: isEnabled))
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture, priority: .simultaneous))
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture, priority: .simultaneous, isEnabled: isEnabled))
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture, priority: .high))
    }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture, priority: .high, isEnabled: isEnabled))
    }

    /// The named forms (iOS 18): the name identifies the gesture to UIKit's gesture recognizers,
    /// which there are none of here, so it is not kept.
    public func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        modifier(GestureModifier(gesture, priority: .normal, isEnabled: isEnabled))
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        modifier(GestureModifier(gesture, priority: .simultaneous, isEnabled: isEnabled))
    }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        modifier(GestureModifier(gesture, priority: .high, isEnabled: isEnabled))
    }

    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// A tap with where it landed (iOS 17).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }
}
