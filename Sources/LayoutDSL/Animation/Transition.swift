/// The iOS 17 transition protocol: a transition says how its content looks in each phase.
@MainActor @preconcurrency public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

/// Where a view is in its transition.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    /// −1 before insertion, 0 in place, 1 after removal (Apple's `TransitionPhase.value`).
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// The built-in transitions, which the engine interpolates through their `AnyTransition`.
protocol BuiltInTransition: Transition {
    var anyTransition: AnyTransition { get }
}

extension BuiltInTransition {
    public func body(content: Content, phase: TransitionPhase) -> some View {
        anyTransition.apply(AnyView(content), phase)
    }
}

/// Identity and opacity do not move the view, so Reduce Motion leaves them as they are.
public struct IdentityTransition: BuiltInTransition {
    public static let properties = TransitionProperties(hasMotion: false)
    public init() {}
    var anyTransition: AnyTransition { .identity }
}
public struct OpacityTransition: BuiltInTransition {
    public static let properties = TransitionProperties(hasMotion: false)
    public init() {}
    var anyTransition: AnyTransition { .opacity }
}
public struct SlideTransition: BuiltInTransition { public init() {}; var anyTransition: AnyTransition { .slide } }
/// `downUp` "scales the view down while removing it and up while inserting it", `upUp` "scales
/// the view up while both removing and inserting it" (Apple's `BlurReplaceTransition.Configuration`):
/// in from 0.8, out to 0.8 or to 1.2 (the scale of `AnyTransition.blurReplace` mirrored; estimate).
public struct BlurReplaceTransition: BuiltInTransition {
    public struct Configuration: Equatable, Sendable {
        let removalScale: CGFloat
        public static let downUp = Configuration(removalScale: 0.8), upUp = Configuration(removalScale: 1.2)
    }
    public var configuration: Configuration
    public init(configuration: Configuration = .downUp) { self.configuration = configuration }
    var anyTransition: AnyTransition {
        AnyTransition(insertion: AnyTransition.blurReplace.insertion,
                      removal: [.opacity, .scale(configuration.removalScale, anchor: .center)])
    }
}
public struct ScaleTransition: BuiltInTransition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) { self.scale = scale; self.anchor = anchor }
    var anyTransition: AnyTransition { .scale(scale: scale, anchor: anchor) }
}
public struct MoveTransition: BuiltInTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    var anyTransition: AnyTransition { .move(edge: edge) }
}
public struct PushTransition: BuiltInTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    var anyTransition: AnyTransition { .push(from: edge) }
}
public struct OffsetTransition: BuiltInTransition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    var anyTransition: AnyTransition { .offset(offset) }
}

extension Transition where Self == IdentityTransition { public static var identity: IdentityTransition { IdentityTransition() } }
extension Transition where Self == OpacityTransition { public static var opacity: OpacityTransition { OpacityTransition() } }
extension Transition where Self == SlideTransition { public static var slide: SlideTransition { SlideTransition() } }
extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == MoveTransition { public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) } }
extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

/// A transition made of others (`combined(with:)`, `animation(_:)` on a `Transition` value).
struct ComposedTransition: BuiltInTransition { let anyTransition: AnyTransition }

extension Transition {
    /// Both transitions at once (iOS 17's `Transition.combined(with:)`).
    public func combined<T: Transition>(with other: T) -> some Transition {
        ComposedTransition(anyTransition: AnyTransition(self).combined(with: AnyTransition(other)))
    }

    /// The transition with its own animation (iOS 17's `Transition.animation(_:)`).
    public func animation(_ animation: Animation?) -> some Transition {
        ComposedTransition(anyTransition: AnyTransition(self).animation(animation))
    }
}
