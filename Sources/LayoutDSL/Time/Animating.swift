/// The animation of the transaction being applied on this thread (`withAnimation`).
enum CurrentAnimation {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    final class Box { let animation: Animation; init(_ a: Animation) { animation = a } }

    static var value: Animation? {
        pthread_getspecific(key).map { Unmanaged<Box>.fromOpaque($0).takeUnretainedValue().animation }
    }

    static func with<R>(_ animation: Animation?, _ body: () throws -> R) rethrows -> R {
        let previous = pthread_getspecific(key)
        let box = animation.map(Box.init)
        pthread_setspecific(key, box.map { Unmanaged.passUnretained($0).toOpaque() })
        defer { pthread_setspecific(key, previous); withExtendedLifetime(box) {} }
        return try body()
    }
}

extension Animation {
    /// Progress (0…1, springs may overshoot) at `elapsed` seconds after the start.
    func progress(at elapsed: TimeInterval) -> Double {
        let t = elapsed - delay
        guard t > 0 else { return 0 }
        switch curve {
        case .linear: return min(t / duration, 1)
        case .easeIn: return CubicBezier(0.42, 0, 1, 1).value(at: min(t / duration, 1))
        case .easeOut: return CubicBezier(0, 0, 0.58, 1).value(at: min(t / duration, 1))
        case .easeInOut: return CubicBezier(0.42, 0, 0.58, 1).value(at: min(t / duration, 1))
        case let .spring(response, damping):
            // A damped spring's step response, ω = 2π / response.
            let omega = 2 * Double.pi / max(response, 0.01), zeta = min(max(damping, 0), 1)
            if zeta >= 1 { return 1 - (1 + omega * t) * exp(-omega * t) }
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
    }

    /// When the animation is over (springs: settled within 0.1%).
    func isFinished(at elapsed: TimeInterval) -> Bool {
        switch curve {
        case .spring(let response, let damping):
            let omega = 2 * Double.pi / max(response, 0.01), zeta = max(min(damping, 1), 0.05)
            return elapsed - delay > 6.9 / (zeta * omega)
        default: return elapsed - delay >= duration
        }
    }
}

/// CSS-style timing curve through (0,0), (x1,y1), (x2,y2), (1,1).
struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) { self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2 }

    private func sample(_ a1: Double, _ a2: Double, _ s: Double) -> Double {
        3 * a1 * s * (1 - s) * (1 - s) + 3 * a2 * s * s * (1 - s) + s * s * s
    }

    /// y for a given x, solving x(s) = x by bisection (exact enough for frames: 2⁻³⁰).
    func value(at x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<30 {
            let mid = (low + high) / 2
            if sample(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return sample(y1, y2, (low + high) / 2)
    }
}

/// `.animation(_:value:)`: when `value` changes between passes, the changes of that update animate.
struct ImplicitAnimationModifier<V: Equatable>: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let animation: Animation?
    let value: V

    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        let identity = hookIdentity(context)
        if let old = context.graph.observedValues[identity] as? V, old != value, let animation {
            context.graph.pendingAnimation = animation
        }
        context.graph.observedValues[identity] = value
        return content
    }
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ImplicitAnimationModifier(animation: animation, value: value))
    }
}
