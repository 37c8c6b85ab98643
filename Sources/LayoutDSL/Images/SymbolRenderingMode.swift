/// How a symbol's layers take colour (https://developer.apple.com/documentation/swiftui/symbolrenderingmode).
/// The open icons that stand in for SF Symbols have one layer, so every mode draws that layer
/// in the foreground style, as monochrome does; the mode is kept in the environment for views
/// that read it.
public struct SymbolRenderingMode: Hashable, Sendable {
    private enum Mode: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    private let mode: Mode

    public static let monochrome = SymbolRenderingMode(mode: .monochrome)
    public static let multicolor = SymbolRenderingMode(mode: .multicolor)
    public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
    public static let palette = SymbolRenderingMode(mode: .palette)
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] } set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
