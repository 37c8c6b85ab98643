/// How a view's content changes in place (SwiftUI's `ContentTransition`, iOS 16/17). Accepted:
/// frames of an animation draw every changed text as a cross-fade from the old text to the new
/// (see `ResolvedNode.crossFadeText`), so every kind draws the same: `.numericText()` rolls
/// its digits on iOS, here they fade (an approximation).
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case identity, opacity, interpolate, numericText(countsDown: Bool), symbolEffect }
    let kind: Kind

    public static let identity = ContentTransition(kind: .identity)
    public static let opacity = ContentTransition(kind: .opacity)
    public static let interpolate = ContentTransition(kind: .interpolate)
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }
    public static func numericText(value: Double) -> ContentTransition { numericText(countsDown: false) }
    /// A symbol effect replacing one symbol with another (`.symbolEffect(.replace)`, iOS 17): at
    /// rest the new symbol is drawn, as after the effect.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        .symbolEffect
    }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }
private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The transition `contentTransition(_:)` set for the views inside; `identity` by default.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] } set { self[ContentTransitionKey.self] = newValue }
    }
    /// Whether a content transition draws through an offscreen group (Apple's documentation of
    /// `contentTransitionAddsDrawingGroup`); false by default.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] } set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}

nonisolated extension View {
    public func contentTransition(_ transition: ContentTransition) -> some View { environment(\.contentTransition, transition) }
}
