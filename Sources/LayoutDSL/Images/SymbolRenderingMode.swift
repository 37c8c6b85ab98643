/// How a symbol's layers take colour (https://developer.apple.com/documentation/swiftui/symbolrenderingmode).
///
/// The open icons that stand in for SF Symbols have one layer each. `.hierarchical` and
/// `.palette` draw the two layers `SymbolLayers` recovers from a symbol with an enclosure
/// (`checkmark.circle.fill`: the check in the primary style, the disc in the secondary one,
/// which is `foregroundStyle(_:_:)`'s second style or the primary at the secondary level's
/// opacity); a third palette style has no layer to colour, and other symbols draw in one layer,
/// as monochrome does. `.multicolor` draws as monochrome: the colours SF Symbols gives each
/// layer are annotations of Apple's artwork, which the open icons do not carry.
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

nonisolated extension View {
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// The mode for this image, over the environment's (nil: the symbol's automatic mode, monochrome here).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self; copy.symbolRendering = .some(mode); return copy
    }
}
