import LayoutDSL
internal import Render

/// `--background`: `transparent`, `white`, `black`, `system` (the scheme's background),
/// `grouped`, or `#RRGGBB[AA]`. Named colours resolve in the color scheme of the render.
public enum Background: ArgumentValue, Equatable {
    case transparent, white, black, system, grouped
    case rgba(UInt32)

    public init(parsing text: String) throws {
        switch text.lowercased() {
        case "transparent", "none", "clear": self = .transparent
        case "white": self = .white
        case "black": self = .black
        case "system", "systembackground": self = .system
        case "grouped", "systemgroupedbackground": self = .grouped
        default:
            let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
            // Hex digits only: `UInt32(_:radix:)` also takes a sign, so "+FFFFF" was white.
            guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else {
                throw SnapError(.contradictoryOptions, "background '\(text)' is not transparent, white, black, system or #RRGGBB[AA]")
            }
            self = .rgba(hex.count == 6 ? value << 8 | 0xFF : value)
        }
    }

    /// The colour behind the view; nil is transparent.
    public func resolve(scheme: ColorScheme) -> Color.Resolved? {
        let environment = EnvironmentValues.rendering(colorScheme: scheme)
        switch self {
        case .transparent: return nil
        case .white: return Color.white.resolve(in: environment)
        case .black: return Color.black.resolve(in: environment)
        case .system: return Color(.systemBackground).resolve(in: environment)
        case .grouped: return Color(.systemGroupedBackground).resolve(in: environment)
        case .rgba(let rgba):
            return Color.Resolved(red: Float(rgba >> 24) / 255, green: Float((rgba >> 16) & 0xFF) / 255,
                                  blue: Float((rgba >> 8) & 0xFF) / 255, opacity: Float(rgba & 0xFF) / 255)
        }
    }
}
