/// Symbol animations (SwiftUI's `symbolEffect`, iOS 17/18, the Symbols framework's effect types:
/// https://developer.apple.com/documentation/symbols/symboleffect). They are Core Animation
/// animations of a symbol's layers, and a rendered frame shows the symbol at rest, as iOS shows
/// it between animations: every effect draws the symbol as it is, except an active
/// `.disappear`, which leaves the symbol hidden ("A disappear transition causes a symbol to
/// become invisible", https://developer.apple.com/documentation/symbols/disappearsymboleffect).
public protocol SymbolEffect {}

/// Effects that run once when a value changes (`.bounce`, `.pulse`…).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// Effects that run while active (`.pulse`, `.variableColor`, `.scale`, `.appear`, `.disappear`…).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// Effects that show or hide a symbol (`.appear`, `.disappear`, `.automatic`), for `.transition(.symbolEffect(_:))`.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// Effects that replace one symbol with another (`.replace`, `.automatic`), for `.contentTransition(.symbolEffect(_:))`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

public struct AutomaticSymbolEffect: TransitionSymbolEffect, ContentTransitionSymbolEffect {}
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
}
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
}
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
}
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    public var up: ScaleSymbolEffect { self }
    public var down: ScaleSymbolEffect { self }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
}
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
    /// iOS 18: a Magic Replace between symbols that share layers, else `fallback`.
    public func magic(fallback: ReplaceSymbolEffect) -> ReplaceSymbolEffect { self }
}
/// iOS 18.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var up: WiggleSymbolEffect { self }
    public var down: WiggleSymbolEffect { self }
    public var left: WiggleSymbolEffect { self }
    public var right: WiggleSymbolEffect { self }
    public var forward: WiggleSymbolEffect { self }
    public var backward: WiggleSymbolEffect { self }
    public var clockwise: WiggleSymbolEffect { self }
    public var counterClockwise: WiggleSymbolEffect { self }
    public func custom(angle: Angle) -> WiggleSymbolEffect { self }
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }
}
/// iOS 18.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var clockwise: RotateSymbolEffect { self }
    public var counterClockwise: RotateSymbolEffect { self }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }
}
/// iOS 18.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var plain: BreatheSymbolEffect { self }
    public var pulse: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { AppearSymbolEffect() } }
extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { RotateSymbolEffect() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() } }

/// How a symbol effect plays: repeats and speed (accepted).
public struct SymbolEffectOptions: Equatable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

nonisolated extension View {
    /// At rest: an active `.disappear` hides the symbol (it keeps its frame); other effects draw it as it is.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                     isActive: Bool = true) -> some View {
        opacity(effect is DisappearSymbolEffect && isActive ? 0 : 1)
    }
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                   value: U) -> some View { self }
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
