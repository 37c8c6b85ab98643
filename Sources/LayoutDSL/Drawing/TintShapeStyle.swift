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
