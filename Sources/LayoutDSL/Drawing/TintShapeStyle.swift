/// The environment's tint, or the accent color.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint {
        (environment.tint ?? .accentColor)._paint(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    var tint: Color? {
        get { self[TintKey.self] } set { self[TintKey.self] = newValue }
    }
}

extension View {
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}
