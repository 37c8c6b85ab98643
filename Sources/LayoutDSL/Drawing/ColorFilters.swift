/// SwiftUI's colour effects as colour matrices on the view's rendered layer, in sRGB. The
/// matrices are the W3C Filter Effects ones (`feColorMatrix` saturate, hueRotate and
/// luminanceToAlpha, with their Rec. 709 luminance weights); brightness adds to each channel and
/// contrast scales around mid-grey, as Apple documents those modifiers.
extension ColorMatrix {
    static func brightness(_ amount: Float) -> ColorMatrix {
        var m = ColorMatrix(); (m.r5, m.g5, m.b5) = (amount, amount, amount); return m
    }

    static func contrast(_ amount: Float) -> ColorMatrix {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3) = (amount, amount, amount)
        let offset = 0.5 * (1 - amount)
        (m.r5, m.g5, m.b5) = (offset, offset, offset)
        return m
    }

    /// W3C Filter Effects 1, `feColorMatrix type="saturate"`.
    static func saturation(_ s: Float) -> ColorMatrix {
        ColorMatrix(rows: [
            [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// W3C Filter Effects 1, `feColorMatrix type="hueRotate"`.
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = Float(cos(angle.radians)), s = Float(sin(angle.radians))
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    static let colorInvert = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// W3C Filter Effects 1, `feColorMatrix type="luminanceToAlpha"`: black, as opaque as the colour is light.
    static let luminanceToAlpha = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]])

    static func multiply(_ c: Color.Resolved) -> ColorMatrix {
        var m = ColorMatrix(); (m.r1, m.g2, m.b3, m.a4) = (c.red, c.green, c.blue, c.opacity); return m
    }
}

/// A colour filter, its matrix made in the modifier's environment (`colorMultiply` resolves a colour).
nonisolated struct ColorFilterModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    let matrix: (EnvironmentValues) -> ColorMatrix
    static var attachesToContent: Bool { false }
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        content.adding(NodeEffect(name, .colorMatrix(matrix(context.environment)), in: context))
    }
}

nonisolated extension View {
    /// Brightens by adding `amount` to each channel: 0 leaves the view alone, 1 makes it white.
    public func brightness(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(name: "brightness") { _ in .brightness(Float(amount)) })
    }
    /// Scales each channel's distance from mid-grey: 1 leaves the view alone, 0 is grey,
    /// negative values also invert.
    public func contrast(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(name: "contrast") { _ in .contrast(Float(amount)) })
    }
    /// 0 is grey, 1 leaves the view alone, above 1 is more vivid.
    public func saturation(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(name: "saturation") { _ in .saturation(Float(amount)) })
    }
    /// 0 leaves the view alone, 1 removes all colour.
    public func grayscale(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(name: "grayscale") { _ in .saturation(Float(1 - min(max(amount, 0), 1))) })
    }
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(ColorFilterModifier(name: "hueRotation") { _ in .hueRotation(angle) })
    }
    public func colorInvert() -> some View {
        modifier(ColorFilterModifier(name: "colorInvert") { _ in .colorInvert })
    }
    /// Multiplies each channel (and alpha) by the colour's.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(ColorFilterModifier(name: "colorMultiply") { .multiply(color.resolve(in: $0)) })
    }
    public func luminanceToAlpha() -> some View {
        modifier(ColorFilterModifier(name: "luminanceToAlpha") { _ in .luminanceToAlpha })
    }
}
