/// What fills or strokes a shape: a color, a gradient, or a style resolved from the environment.
public protocol ShapeStyle {
    /// The concrete paint in an environment.
    func _paint(in environment: EnvironmentValues) -> Paint
}

/// A resolved fill: what the renderer draws with.
public enum Paint: Equatable, Sendable {
    case color(Color.Resolved)
    /// Stops in unit space of the shape's bounding box (`UnitPoint`s), sRGB interpolation.
    case linearGradient(stops: [ResolvedStop], start: UnitPoint, end: UnitPoint)
    case radialGradient(stops: [ResolvedStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case angularGradient(stops: [ResolvedStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)

    public struct ResolvedStop: Equatable, Sendable {
        public var color: Color.Resolved
        public var location: CGFloat
    }

    /// The paint with its alpha multiplied (for `.opacity` on styles).
    public func multiplyingOpacity(_ factor: Float) -> Paint {
        func scale(_ stops: [ResolvedStop]) -> [ResolvedStop] {
            stops.map { var s = $0; s.color.opacity *= factor; return s }
        }
        switch self {
        case .color(var c): c.opacity *= factor; return .color(c)
        case .linearGradient(let stops, let s, let e): return .linearGradient(stops: scale(stops), start: s, end: e)
        case .radialGradient(let stops, let c, let r0, let r1): return .radialGradient(stops: scale(stops), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let c, let a0, let a1): return .angularGradient(stops: scale(stops), center: c, startAngle: a0, endAngle: a1)
        }
    }
}

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

/// The environment's foreground style (`foregroundStyle`/`foregroundColor`), or `.primary`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint {
        (environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary))._paint(in: environment)
    }
}

/// `.primary`, `.secondary`…: levels of the label color.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _paint(in environment: EnvironmentValues) -> Paint {
        let color: Color = [.primary, .secondary, Color(.tertiaryLabel), Color(.quaternaryLabel)][level]
        return color._paint(in: environment)
    }
}

/// The environment's tint, or the accent color.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint {
        (environment.tint ?? .accentColor)._paint(in: environment)
    }
}

public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    public func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment) }
}

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

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
