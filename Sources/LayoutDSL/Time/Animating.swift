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

extension ResolvedTree {
    /// The tree part of the way from `from` to `self`: matched nodes (same place in the tree,
    /// same type) take interpolated sizes, transforms and group opacities; others appear as they are.
    func interpolated(from: ResolvedTree, progress: Double) -> ResolvedTree {
        var copy = self
        copy.root = root.interpolated(from: from.root, progress: CGFloat(progress))
        return copy
    }
}

extension ResolvedNode {
    func interpolated(from old: ResolvedNode, progress t: CGFloat) -> ResolvedNode {
        guard old.type == type else { return self }
        var node = self
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        node.size = CGSize(width: lerp(old.size.width, size.width), height: lerp(old.size.height, size.height))
        let a = old.transform, b = transform
        node.transform = CGAffineTransform(a: lerp(a.a, b.a), b: lerp(a.b, b.b), c: lerp(a.c, b.c), d: lerp(a.d, b.d),
                                           tx: lerp(a.tx, b.tx), ty: lerp(a.ty, b.ty))
        node.frame = CGRect(origin: .zero, size: node.size).applying(node.transform)
        node.opacity = Double(lerp(CGFloat(old.opacity), CGFloat(opacity)))
        let oldGroup = old.behavior.groupOpacity(size: old.size), newGroup = behavior.groupOpacity(size: size)
        if oldGroup != newGroup { node.groupOpacityOverride = Double(lerp(CGFloat(oldGroup), CGFloat(newGroup))) }
        node.children = children.enumerated().map { index, child in
            index < old.children.count ? child.interpolated(from: old.children[index], progress: t) : child
        }
        return node
    }
}
