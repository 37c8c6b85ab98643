/// How a symbol image fills each of its layers (iOS 26): "with a solid color" (`flat`) or "with an
/// axial gradient" (`gradient`) (https://developer.apple.com/documentation/swiftui/symbolcolorrenderingmode).
/// Apple does not publish the gradient's ramp; a layer's solid colour is drawn as that colour's
/// standard gradient (`Color.gradient`: lit from the top, ending on the colour at the bottom, across
/// the image), the gradient SwiftUI derives from one colour; a layer already filled with a gradient
/// keeps it.
public struct SymbolColorRenderingMode: Equatable, Sendable {
    private enum Mode: Equatable, Sendable { case flat, gradient }
    private let mode: Mode

    public static let flat = SymbolColorRenderingMode(mode: .flat)
    public static let gradient = SymbolColorRenderingMode(mode: .gradient)
}

extension Optional where Wrapped == SymbolColorRenderingMode {
    /// The paint of a layer whose style is `paint`: unchanged but for a solid colour under `gradient`.
    func layerPaint(_ paint: Paint, in environment: EnvironmentValues) -> Paint {
        guard self == .gradient, case .color(let color) = paint else { return paint }
        return Color(color).gradient._paint(in: environment)
    }
}

private struct SymbolColorRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolColorRenderingMode? = nil }

extension EnvironmentValues {
    /// "The property specifying how symbol images fill their layers, or nil to use the default fill
    /// style" (flat).
    public var symbolColorRenderingMode: SymbolColorRenderingMode? {
        get { self[SymbolColorRenderingModeKey.self] } set { self[SymbolColorRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
        environment(\.symbolColorRenderingMode, mode)
    }
}

extension Image {
    /// The mode for this image, over the environment's.
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image {
        var copy = self; copy.symbolColorRendering = .some(mode); return copy
    }
}
