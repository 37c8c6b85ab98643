/// A type-erased shape style, for a style chosen at run time.
public struct AnyShapeStyle: ShapeStyle, Sendable {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    public func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment) }
    public var _shadow: ShadowStyle? { base._shadow }
}
