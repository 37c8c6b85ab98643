/// How a view enters and leaves (SwiftUI's `AnyTransition`): effects for insertion and for
/// removal, and optionally its own animation. Definitions follow Apple's documentation:
/// `slide` moves in from the leading edge and out to the trailing edge; `push(from:)` moves in
/// from `edge` fading in and out towards the opposite edge fading out; `scale` scales from 0
/// about the centre; `blurReplace` is drawn as a fade and a scale from 0.8 (the engine does
/// not blur during transitions; estimate). `modifier(active:identity:)` and custom `Transition`
/// types are views for each phase (`body`): the view is drawn in its `willAppear` look, then
/// animates to `identity` (and from there to `didDisappear` when removed), as SwiftUI animates
/// a transition's modifiers between the phases.
public struct AnyTransition {
    var insertion: [TransitionEffect]
    var removal: [TransitionEffect]
    var animation: Animation?
    /// The content in each phase, for transitions that are views rather than effects.
    var body: ((AnyView, TransitionPhase) -> AnyView)?
    /// Whether a transition drawn by `body` moves the view (`TransitionProperties.hasMotion`).
    private var bodyHasMotion = true

    init(_ effects: [TransitionEffect]) { insertion = effects; removal = effects }
    init(insertion: [TransitionEffect], removal: [TransitionEffect]) { self.insertion = insertion; self.removal = removal }
    init(body: @escaping (AnyView, TransitionPhase) -> AnyView, hasMotion: Bool = true) {
        insertion = []; removal = []; self.body = body; bodyHasMotion = hasMotion
    }

    /// Whether the transition moves the view: an effect other than a fade does, and a body
    /// does unless its `Transition` type says otherwise.
    var hasMotion: Bool { body == nil ? (insertion + removal).contains { $0 != .opacity } : bodyHasMotion }

    /// The transition with Reduce Motion on: a transition with motion "will be replaced by
    /// opacity" (Apple's `TransitionProperties.hasMotion`), keeping its own animation.
    var reducingMotion: AnyTransition { hasMotion ? AnyTransition.opacity.animation(animation) : self }

    /// `content` as the transition draws it in `phase`.
    func apply(_ content: AnyView, _ phase: TransitionPhase) -> AnyView {
        if let body { return body(content, phase) }
        let effects = phase == .didDisappear ? removal : insertion
        return AnyView(content.modifier(TransitionEffectModifier(effects: effects, progress: phase.isIdentity ? 1 : 0)))
    }

    public static let identity = AnyTransition([])
    public static let opacity = AnyTransition([.opacity])
    public static var scale: AnyTransition { scale(scale: 0) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition([.scale(scale, anchor: anchor)])
    }
    public static var slide: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }
    public static var blurReplace: AnyTransition { AnyTransition([.opacity, .scale(0.8, anchor: .center)]) }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        guard insertion.body != nil || removal.body != nil else {
            return AnyTransition(insertion: insertion.insertion, removal: removal.removal)
        }
        return AnyTransition(body: { content, phase in
            phase == .didDisappear ? removal.apply(content, phase) : insertion.apply(content, phase)
        }, hasMotion: insertion.hasMotion || removal.hasMotion)
    }

    /// The view with `active` applied before it appears and after it disappears, `identity` in
    /// place: the two are the same modifier type, so the drawn difference animates.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition { content, phase in AnyView(content.modifier(phase.isIdentity ? identity : active)) }
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        var combined = body == nil && other.body == nil
            ? AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
            : AnyTransition(body: { content, phase in other.apply(apply(content, phase), phase) }, hasMotion: hasMotion || other.hasMotion)
        combined.animation = animation ?? other.animation
        return combined
    }

    /// The transition with its own animation, used whenever it runs.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }

    /// A transition of the iOS 17 `Transition` protocol.
    public init<T: Transition>(_ transition: T) {
        if let builtIn = (transition as? any BuiltInTransition)?.anyTransition {
            self = builtIn
        } else {
            self.init(body: { content, phase in AnyView(transition.body(content: PlaceholderContentView(content), phase: phase)) },
                      hasMotion: T.properties.hasMotion)
        }
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}
