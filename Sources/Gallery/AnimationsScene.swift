import LayoutDSL

/// Each kind of animation: bars growing with timing curves and springs, all started together
/// at 0.1 s (each with its own `.animation(_:value:)`), a repeating pulse last; transitions
/// inserting views at 0.2 s and removing them at 1.4 s (each kind plays its removal; the last
/// three are a view without a transition, which fades, a custom `Transition` and
/// `.modifier(active:identity:)`); a card flying between two matched views at the same times; a
/// keyframe animator on its own clock; a field that shakes (a `GeometryEffect`) and a number
/// that counts up (an `Animatable` view), both animated from 0.1 s.
/// Render frames with `snap render animations --frames 30 --fps 10 --contact-sheet sheet.png`.
public struct AnimationsScene: View {
    @State private var started = false
    /// Whether the transitions' views are in and the matched card is the big one.
    @State private var shown = false
    @Namespace private var cards

    public init() {}

    static let curves: [(String, Animation)] = [
        ("linear", .linear(duration: 1)), ("easeIn", .easeIn(duration: 1)), ("easeOut", .easeOut(duration: 1)),
        ("easeInOut", .easeInOut(duration: 1)), ("timingCurve", .timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1)),
        ("smooth", .smooth(duration: 1)), ("snappy", .snappy(duration: 1)), ("bouncy", .bouncy(duration: 1)),
        ("spring", .spring(response: 1, dampingFraction: 0.5)), ("interpolating", .interpolatingSpring(stiffness: 60, damping: 6)),
        ("repeat", .easeInOut(duration: 0.5).repeatForever()),
    ]

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(Array(Self.curves.enumerated()), id: \.offset) { _, curve in
                HStack(spacing: 8) {
                    Text(curve.0).font(.caption).frame(width: 84, alignment: .trailing)
                    Capsule().fill(.blue)
                        .frame(width: started ? 240 : 40, height: 14)
                        .animation(curve.1, value: started)
                }
            }
            HStack(spacing: 12) {
                ForEach(Array(transitions.enumerated()), id: \.offset) { _, transition in
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).stroke(.gray.opacity(0.4))
                        if shown { RoundedRectangle(cornerRadius: 8).fill(.orange).transition(transition) }
                    }
                    .frame(width: 50, height: 50)
                }
            }
            HStack(spacing: 12) {
                ZStack {
                    RoundedRectangle(cornerRadius: 8).stroke(.gray.opacity(0.4))
                    if shown { RoundedRectangle(cornerRadius: 8).fill(.orange) }
                }
                .frame(width: 50, height: 50)
                ForEach(Array(customTransitions.enumerated()), id: \.offset) { _, transition in
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).stroke(.gray.opacity(0.4))
                        if shown { RoundedRectangle(cornerRadius: 8).fill(.teal).transition(transition) }
                    }
                    .frame(width: 50, height: 50)
                }
                Capsule().stroke(.red, lineWidth: 2).frame(width: 110, height: 30)
                    .modifier(Shake(animatableData: started ? 1 : 0))
                    .animation(.linear(duration: 1), value: started)
            }
            ZStack {
                if shown {
                    RoundedRectangle(cornerRadius: 12).fill(.purple).matchedGeometryEffect(id: "card", in: cards)
                        .frame(width: 200, height: 60)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
                } else {
                    Circle().fill(.purple).matchedGeometryEffect(id: "card", in: cards)
                        .frame(width: 40, height: 40)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                }
            }
            .frame(height: 60)
            HStack(spacing: 24) {
                Image(systemName: "heart.fill").font(.title).foregroundStyle(.red)
                    .keyframeAnimator(initialValue: 0.0, repeating: true) { content, angle in
                        content.rotationEffect(.degrees(angle))
                    } keyframes: { _ in
                        CubicKeyframe(20.0, duration: 0.3)
                        CubicKeyframe(-20.0, duration: 0.6)
                        SpringKeyframe(0.0, duration: 0.6, spring: .bouncy)
                    }
                CountUp(value: started ? 1200 : 0).font(.title2.monospacedDigit())
                    .animation(.easeOut(duration: 1), value: started)
            }
            .frame(height: 50)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { started = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { withAnimation(.easeInOut(duration: 0.8)) { shown = true } }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.4) { withAnimation(.easeInOut(duration: 0.8)) { shown = false } }
        }
    }

    private var transitions: [AnyTransition] {
        [.opacity, .scale, .slide, .move(edge: .bottom), .push(from: .trailing),
         .scale(scale: 0.3, anchor: .bottomTrailing).combined(with: .opacity)]
    }

    private var customTransitions: [AnyTransition] {
        [AnyTransition(Swoop()), .modifier(active: Turn(degrees: 180), identity: Turn(degrees: 0))]
    }

    /// A transition of the iOS 17 protocol: half size, transparent and 20 points off before it
    /// appears and after it leaves (in opposite directions, by the phase's value).
    private struct Swoop: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.scaleEffect(phase.isIdentity ? 1 : 0.5).opacity(phase.isIdentity ? 1 : 0).offset(y: phase.value * 20)
        }
    }

    /// A turn drawn at its interpolated angle on every frame.
    private struct Turn: AnimatableModifier {
        var degrees: Double
        var animatableData: Double {
            get { degrees }
            set { degrees = newValue }
        }
        func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees)) }
    }

    /// Three shakes sideways per unit of `animatableData`.
    private struct Shake: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 3), y: 0))
        }
    }

    /// A number drawn at its interpolated value on every frame.
    private struct CountUp: View, Animatable {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        var body: some View { Text("\(Int(value.rounded()))") }
    }
}
