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
