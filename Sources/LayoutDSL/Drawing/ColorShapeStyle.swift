/// A color is a shape style that paints itself, and `.red`, `.blue`… name colors wherever a style is expected.
extension Color: ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> Paint { .color(resolve(in: environment)) }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
}

/// A resolved colour is a shape style too (SwiftUI's `Color.Resolved`), painting itself; a
/// colour resolves to it.
extension Color.Resolved: ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> Paint { .color(self) }
}
