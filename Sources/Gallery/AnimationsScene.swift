import LayoutDSL

/// Each kind of animation: bars growing with timing curves and springs, one after another
/// every 1.2 s from 0.1 s (the engine runs one animation per update, so kinds started together
/// would share one curve), a repeating pulse last; transitions inserting views with the first
/// bar; a keyframe animator on its own clock. Render frames with `snap render animations
/// --offsets 0,0,…` (one frame per offset at --fps).
public struct AnimationsScene: View {
    /// How many bars have started.
    @State private var step = 0

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
            ForEach(Array(Self.curves.enumerated()), id: \.offset) { index, curve in
                HStack(spacing: 8) {
                    Text(curve.0).font(.caption).frame(width: 84, alignment: .trailing)
                    Capsule().fill(.blue)
                        .frame(width: step > index ? 240 : 40, height: 14)
                        .animation(curve.1, value: step > index)
                }
            }
            HStack(spacing: 12) {
                ForEach(Array(transitions.enumerated()), id: \.offset) { _, transition in
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).stroke(.gray.opacity(0.4))
                        if step > 0 { RoundedRectangle(cornerRadius: 8).fill(.orange).transition(transition) }
                    }
                    .frame(width: 50, height: 50)
                }
            }
            HStack(spacing: 24) {
                Image(systemName: "heart.fill").font(.title).foregroundStyle(.red)
                    .keyframeAnimator(initialValue: 0.0, repeating: true) { content, angle in
                        content.rotationEffect(.degrees(angle))
                    } keyframes: { _ in
                        CubicKeyframe(20.0, duration: 0.3)
                        CubicKeyframe(-20.0, duration: 0.6)
                        SpringKeyframe(0.0, duration: 0.6, spring: .bouncy)
                    }
            }
            .frame(height: 50)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onAppear {
            for index in Self.curves.indices {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1 + 1.2 * Double(index)) { step = index + 1 }
            }
        }
    }

    private var transitions: [AnyTransition] {
        [.opacity, .scale, .slide, .move(edge: .bottom), .push(from: .trailing), .scale(scale: 0.3, anchor: .bottomTrailing).combined(with: .opacity)]
    }
}
