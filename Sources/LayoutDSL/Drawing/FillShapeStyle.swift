/// `.fill` (Apple's documentation of `FillShapeStyle`, iOS 17): the overlay fill for shapes on
/// top of a background, `systemFill`, translucent so the background shows through; its levels
/// (`.fill.secondary`…) are the secondary to quaternary system fills, for larger shapes.
public struct FillShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { Color(.systemFill)._paint(in: environment) }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
