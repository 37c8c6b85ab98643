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
