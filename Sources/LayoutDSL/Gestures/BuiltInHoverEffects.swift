/// The system's composable hover effects (Apple's `AutomaticHoverEffect`, `HighlightHoverEffect`,
/// `LiftHoverEffect`), the iPadOS effects of `HoverEffect` as `CustomHoverEffect`s. With no
/// pointer on iPhone, each body is its content: nothing changes how the view draws.

/// The system's effect for the view (Apple: "the system chooses"): a highlight or a lift.
public struct AutomaticHoverEffect: CustomHoverEffect {
    public init() {}
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// The pointer morphs into the view's shape and lights it.
public struct HighlightHoverEffect: CustomHoverEffect {
    public init() {}
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// The view rises above its surroundings, with a shadow.
public struct LiftHoverEffect: CustomHoverEffect {
    public init() {}
    public func body(content: Content) -> some CustomHoverEffect { content }
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
    public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}
extension CustomHoverEffect where Self == HighlightHoverEffect {
    public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}
extension CustomHoverEffect where Self == LiftHoverEffect {
    public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

extension HoverEffect {
    /// The iPadOS effect a composable one names: highlight and lift as themselves, any other
    /// as the automatic one.
    public init<E: CustomHoverEffect>(_ effect: E) {
        switch effect {
        case is HighlightHoverEffect: self = .highlight
        case is LiftHoverEffect: self = .lift
        default: self = .automatic
        }
    }
}

nonisolated extension View {
    /// iOS 18's form of `hoverEffect(_:isEnabled:)`; disfavoured, so `.hoverEffect()` and
    /// `.hoverEffect(.lift)` stay the iPadOS form (see `HoverEffect`), as both draw the same here.
    @_disfavoredOverload
    public func hoverEffect(_ effect: some CustomHoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    @_disfavoredOverload
    public func defaultHoverEffect(_ effect: some CustomHoverEffect) -> some View { self }
}
