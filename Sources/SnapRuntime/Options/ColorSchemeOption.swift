import LayoutDSL

/// `--color-scheme light|dark`.
public enum ColorSchemeOption: String, Codable, CaseIterable, Sendable {
    case light, dark
    public var scheme: ColorScheme { self == .dark ? .dark : .light }
}
