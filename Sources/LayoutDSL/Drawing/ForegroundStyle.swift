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
