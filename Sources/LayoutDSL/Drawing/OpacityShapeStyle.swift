/// A style with its alpha multiplied: `style.opacity(_:)`.
struct OpacityShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    let opacity: Double
    func _paint(in environment: EnvironmentValues) -> Paint {
        base._paint(in: environment).multiplyingOpacity(Float(opacity))
    }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: self, opacity: opacity) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current foreground style with its alpha multiplied (Apple's documentation of the
    /// static `opacity(_:)`: "a new style based on the current style").
    public static func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: ForegroundStyle(), opacity: opacity) }
}
