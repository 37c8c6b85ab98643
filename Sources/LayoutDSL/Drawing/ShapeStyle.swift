/// What fills or strokes a shape: a color, a gradient, or a style resolved from the environment.
public protocol ShapeStyle: Sendable {
    /// The concrete paint in an environment.
    func _paint(in environment: EnvironmentValues) -> Paint
    /// The shadow the style casts (`.white.shadow(.drop(radius: 2))`); a requirement, so a shape
    /// view asks it without a dynamic cast.
    var _shadow: ShadowStyle? { get }
}

extension ShapeStyle {
    public var _shadow: ShadowStyle? { nil }
}
