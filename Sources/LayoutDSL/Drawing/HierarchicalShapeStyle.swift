/// `.primary`, `.secondary`…: levels of the label color.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level (iOS 16).
    public static let quinary = HierarchicalShapeStyle(level: 4)

    public func _paint(in environment: EnvironmentValues) -> Paint {
        // `foregroundStyle(_:_:)` and `(_:_:_:)` name the secondary and tertiary levels themselves.
        if level > 0, level <= environment.hierarchicalForegroundStyles.count {
            return environment.hierarchicalForegroundStyles[level - 1]._paint(in: environment)
        }
        let color: Color = [.primary, .secondary, Color(.tertiaryLabel), Color(.quaternaryLabel), Color.quinaryLabel][level]
        return color._paint(in: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
