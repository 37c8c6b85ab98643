/// The environment's foreground style (`foregroundStyle`/`foregroundColor`), or `.primary`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint {
        (environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary))._paint(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct HierarchicalForegroundStylesKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The style shapes and text use when none is given (`foregroundStyle`, `foregroundColor`).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue }
    }
    /// The secondary and tertiary styles `foregroundStyle(_:_:_:)` gives `.secondary` and `.tertiary`.
    var hierarchicalForegroundStyles: [AnyShapeStyle] {
        get { self[HierarchicalForegroundStylesKey.self] } set { self[HierarchicalForegroundStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map(AnyShapeStyle.init))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }
    /// Primary and secondary styles: content drawn `.secondary` (hierarchical symbols, secondary text) uses the second.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(primary))
            .environment(\.hierarchicalForegroundStyles, [AnyShapeStyle(secondary)])
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                 _ tertiary: S3) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(primary))
            .environment(\.hierarchicalForegroundStyles, [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }
}
