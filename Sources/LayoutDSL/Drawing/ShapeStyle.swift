/// What fills or strokes a shape: a color, a gradient, or a style resolved from the environment.
public protocol ShapeStyle {
    /// The concrete paint in an environment.
    func _paint(in environment: EnvironmentValues) -> Paint
}
