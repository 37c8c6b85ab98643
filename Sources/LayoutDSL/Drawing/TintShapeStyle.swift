/// The environment's tint, or the accent color; grey while a presentation dims it (`TintAdjustmentMode`).
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint {
        let paint = (environment.tintStyle ?? AnyShapeStyle(Color.accentColor))._paint(in: environment)
        return environment.isTintDimmed ? paint.mappingColors(\.dimmedTint) : paint
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `tint(_:)` set: what `.tint` fills with.
    var tintStyle: AnyShapeStyle? {
        get { self[TintKey.self] } set { self[TintKey.self] = newValue }
    }
    /// The tint as one colour, for controls that draw with one (a switch's track, a slider's
    /// fill, the caret, link text): a gradient tint gives its first stop's colour.
    var tint: Color? {
        guard let style = tintStyle else { return nil }
        if let color = style.base as? Color { return color }
        switch style._paint(in: self) {
        case .color(let color): return Color(color)
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _),
             .ellipticalGradient(let stops, _, _, _):
            return stops.first.map { Color($0.color) }
        case .meshGradient(let mesh): return mesh.colors.first.map { Color($0) }
        case .material, .tiledImage: return nil
        }
    }
}

nonisolated extension View {
    public func tint(_ tint: Color?) -> some View {
        environment(\.tintStyle, tint.map(AnyShapeStyle.init)).preference(key: OwnTintKey.self, value: tint != nil)
    }
    /// The accent colour of controls in this view (iOS 13, deprecated: Apple points to the
    /// asset catalog's accent colour and `tint(_:)`): the same tint; nil keeps the inherited one.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    public func accentColor(_ accentColor: Color?) -> some View {
        transformEnvironment(\.tintStyle) { if let accentColor { $0 = AnyShapeStyle(accentColor) } }
    }
    /// Any shape style as the tint (iOS 16,
    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq): `.tint` fills
    /// with the style itself (a gradient stays a gradient); controls drawn in one colour take
    /// its first colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tintStyle, tint.map(AnyShapeStyle.init)).preference(key: OwnTintKey.self, value: tint != nil)
    }
}
