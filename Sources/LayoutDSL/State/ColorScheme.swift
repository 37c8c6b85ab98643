/// Light or dark appearance: system colours, materials and backgrounds resolve through it.
public enum ColorScheme: CaseIterable, Hashable, Sendable { case light, dark }

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue }
    }
}

/// `preferredColorScheme(_:)` is not an environment change of the subtree: it travels up, as a
/// preference, to the presentation, which then renders all of its content in that scheme
/// (Apple: "The color scheme applies to the nearest enclosing presentation"). The first one in
/// the tree wins; the host applies it to the whole canvas, background included.
/// The preference `preferredColorScheme(_:)` writes and the presentation reads: the first
/// view that sets one wins.
public struct PreferredColorSchemeKey: PreferenceKey {
    public typealias Value = ColorScheme?
    public static var defaultValue: ColorScheme? { nil }
    public static func reduce(value: inout PreferredColorSchemeKey.Value, nextValue: () -> PreferredColorSchemeKey.Value) {
        value = value ?? nextValue()
    }
}

nonisolated extension View {
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }

    /// The scheme for this view and its descendants only (iOS 13, deprecated: Apple points to
    /// `preferredColorScheme(_:)`, which asks the presentation instead): the environment's.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
