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

extension EnvironmentValues {
    /// The style shapes and text use when none is given (`foregroundStyle`, `foregroundColor`).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue }
    }
}

extension View {
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map(AnyShapeStyle.init))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }
}
