/// A symbol shown or hidden with a symbol effect (`.transition(.symbolEffect(.appear))`, iOS 17,
/// https://developer.apple.com/documentation/swiftui/symboleffecttransition). iOS scales the
/// symbol's layers in or out ("Appear… using a scaling animation"); frames of the animation
/// here scale the whole symbol from 0 with a fade (the layers are one here), and at rest the
/// symbol is simply there or not.
public struct SymbolEffectTransition: BuiltInTransition {
    /// Drawn as a scale, which is motion (Apple declares the property without its value).
    public static let properties = TransitionProperties()
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {}
    var anyTransition: AnyTransition { AnyTransition.scale.combined(with: .opacity) }
}

extension Transition where Self == SymbolEffectTransition {
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: AutomaticSymbolEffect(), options: .default) }
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
