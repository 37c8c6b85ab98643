/// How a palette shows its selected option (SwiftUI's `PaletteSelectionEffect`, iOS 17:
/// https://developer.apple.com/documentation/swiftui/paletteselectioneffect): `.automatic`
/// applies the tint to the selected option's image (or, for options drawn in their own colours,
/// a highlight around it), `.symbolVariant(_:)` draws the selected option's symbol in that
/// variant instead, and `.custom` leaves it to the options themselves.
public struct PaletteSelectionEffect: Sendable, Equatable {
    enum Kind: Equatable { case automatic, custom, symbolVariant(SymbolVariants) }
    let kind: Kind

    public static let automatic = PaletteSelectionEffect(kind: .automatic)
    public static let custom = PaletteSelectionEffect(kind: .custom)
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(kind: .symbolVariant(variant))
    }
}

private struct PaletteSelectionEffectKey: EnvironmentKey { static let defaultValue = PaletteSelectionEffect.automatic }

extension EnvironmentValues {
    var paletteSelectionEffect: PaletteSelectionEffect {
        get { self[PaletteSelectionEffectKey.self] } set { self[PaletteSelectionEffectKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How palette pickers in this view show their selected option.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
        environment(\.paletteSelectionEffect, effect)
    }
}
