private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The style shapes and text use when none is given (`foregroundStyle`, `foregroundColor`).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue }
    }
    var tint: Color? {
        get { self[TintKey.self] } set { self[TintKey.self] = newValue }
    }
}

extension View {
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map(AnyShapeStyle.init))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}
