/// The animations moving one `animatableData` of a view or modifier that conforms to
/// `Animatable` (an `AnimatableModifier`, a `GeometryEffect`, an `Animatable` view). SwiftUI
/// animates such a value itself: when a transaction with an animation changes it, every frame
/// sets `animatableData` to the value interpolated along the animation's curve and runs
/// `body(content:)`, `effectValue(size:)` or `body` with it ("SwiftUI … interpolates the
/// animatable data … and calls the modifier's body for each frame", Apple's `Animatable`
/// documentation; the shake `GeometryEffect` of objc.io's "Advanced SwiftUI Animations" draws
/// `sin(animatableData * .pi * 2)` mid-animation). Several changes combine as the drawn tree's
/// numbers do (see `AnimationStep.chain`); a change without an animation jumps, added on top.
struct AnimatedData<Data: VectorArithmetic> {
    private struct Change {
        let from: Data
        let to: Data
        let start: TimeInterval
        let animation: Animation
    }
    /// The value last built (what the view declares, without animation).
    private(set) var target: Data
    private var changes: [Change] = []

    init(_ target: Data) { self.target = target }

    /// Takes `value` as the declared value at `time`; a new value animates with `animation`.
    mutating func update(_ value: Data, animation: Animation?, time: TimeInterval) {
        if value != target, let animation {
            changes.append(Change(from: target, to: value, start: time, animation: animation))
        }
        target = value
        // A finished change goes, unless the spring after it replaced it (that one starts from it).
        changes = changes.indices.filter { index in
            !changes[index].animation.isFinished(at: time - changes[index].start)
                || (index + 1 < changes.count && changes[index + 1].animation.combining == .merges)
        }.map { changes[$0] }
    }

    /// The value drawn at `time`.
    func value(at time: TimeInterval) -> Data {
        guard let last = changes.last else { return target }
        let steps = changes.map { AnimationStep(from: $0.from, to: $0.to, animation: $0.animation, elapsed: time - $0.start) }
        return AnimationStep.chain(steps) + (target - last.to)
    }

    var isAnimating: Bool { !changes.isEmpty }

    /// Whether a change that started before `time` is still moving the value.
    func isAnimating(before time: TimeInterval) -> Bool { changes.contains { $0.start < time } }
}

extension BuildContext {
    /// `value` with its `animatableData` as the animations of its changes show it on this
    /// frame, remembered at `identity` while the view is built. Values with nothing to animate
    /// are returned as they are.
    func animated<Value: Animatable>(_ value: Value, at identity: Int) -> Value {
        guard Value.AnimatableData.self != EmptyAnimatableData.self else { return value }
        let time = CurrentHost.clock?.time ?? 0
        var data = graph.observedValues[identity] as? AnimatedData<Value.AnimatableData> ?? AnimatedData(value.animatableData)
        data.update(value.animatableData, animation: animation, time: time)
        graph.observedValues[identity] = data
        guard data.isAnimating else { return value }
        var shown = value
        shown.animatableData = data.value(at: time)
        return shown
    }

    /// Builds `nodes` through `make` with `value` animated (see `animated(_:at:)`), and makes
    /// the graph forget the value's animations when the view leaves.
    ///
    /// What such a view draws while it animates is already the frame's value, so an animation
    /// another change starts meanwhile leaves it as built: the drawn tree's animations would
    /// otherwise take two of its frames for a change and interpolate (or cross-fade) between them.
    func buildAnimated<Value: Animatable>(_ value: Value, at identity: Int, _ make: (Value) -> NodeList) -> NodeList {
        let nodes = make(animated(value, at: identity))
        guard Value.AnimatableData.self != EmptyAnimatableData.self else { return nodes }
        nodes.first?.annotations.append(.lifecycle(LifecycleHook(identity: identity, kind: .change { _, _ in nil })))
        if graph.hasChanges,
           (graph.observedValues[identity] as? AnimatedData<Value.AnimatableData>)?.isAnimating(
               before: CurrentHost.clock?.time ?? 0) == true {
            for node in nodes { graph.scopedAnimations[node.identity ?? self.identity] = .immediate }
        }
        return nodes
    }
}

nonisolated extension View where Self: Animatable {
    /// An `Animatable` view runs its body with its interpolated `animatableData` on every frame.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context.child(.type(ObjectIdentifier(Self.self)))
        return _ViewOutputs(nodes: context.buildAnimated(view, at: context.child(.slot(-1)).identity) { view in
            context.evaluate(view, typeName: Self.self) { view in mainActorUnchecked { view.body } }
        })
    }
}

extension ViewModifier where Self: Animatable {
    /// An `Animatable` modifier (`AnimatableModifier`) runs `body(content:)` with its
    /// interpolated `animatableData` on every frame.
    public static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        let identity = context.child(.type(ObjectIdentifier(Self.self))).child(.slot(-1)).identity
        return _ViewOutputs(nodes: context.buildAnimated(modifier, at: identity) { evaluate($0, on: content, in: context) })
    }
}
