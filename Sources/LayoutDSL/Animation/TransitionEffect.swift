/// One visual effect of a transition, evaluated part of the way from its active state
/// (progress 0: the view not yet inserted, or removed) to identity (progress 1).
enum TransitionEffect: Equatable, Sendable {
    case opacity
    case scale(CGFloat, anchor: UnitPoint)
    /// Moved its own width or height beyond `edge` (SwiftUI's `MoveTransition` offsets the view
    /// by its size).
    case move(Edge)
    case offset(CGSize)

    /// The transform of the effect at `progress` for a view of `size`.
    func transform(progress p: CGFloat, size: CGSize) -> CGAffineTransform {
        switch self {
        case .opacity: return .identity
        case let .scale(scale, anchor):
            let k = scale + (1 - scale) * p
            return about(anchor, in: size, CGAffineTransform(scaleX: k, y: k))
        case let .move(edge):
            let away: CGSize
            switch edge {
            case .leading: away = CGSize(width: -size.width, height: 0)
            case .trailing: away = CGSize(width: size.width, height: 0)
            case .top: away = CGSize(width: 0, height: -size.height)
            case .bottom: away = CGSize(width: 0, height: size.height)
            }
            return CGAffineTransform(translationX: away.width * (1 - p), y: away.height * (1 - p))
        case let .offset(offset):
            return CGAffineTransform(translationX: offset.width * (1 - p), y: offset.height * (1 - p))
        }
    }
}

/// A list of effects applied together at one progress: opacities multiply, transforms concatenate.
nonisolated struct TransitionEffectModifier: ViewModifier {
    let effects: [TransitionEffect]
    let progress: Double

    func body(content: Content) -> some View {
        content.modifier(TransitionGeometry(effects: effects, progress: progress))
            .opacity(effects.contains(.opacity) ? progress : 1)
    }
}

nonisolated struct TransitionGeometry: GeometryEffect {
    let effects: [TransitionEffect]
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(effects.reduce(.identity) { $0.concatenating($1.transform(progress: CGFloat(progress), size: size)) })
    }
}
