/// Light or dark appearance: system colours, materials and backgrounds resolve through it.
public enum ColorScheme: CaseIterable, Hashable, Sendable { case light, dark }

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
    }
}
