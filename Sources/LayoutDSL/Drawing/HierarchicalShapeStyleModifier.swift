/// A level of a shape style: `.background.secondary`, `Color.blue.tertiary`, `.tint.quaternary`
/// (SwiftUI's `HierarchicalShapeStyleModifier`, what its `ShapeStyle.secondary`… instance properties make, iOS 17:
/// https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.property).
///
/// How each style steps down, as iOS resolves it:
/// - `.fill`: the system fill levels (`systemFill`, `secondarySystemFill`, `tertiarySystemFill`,
///   `quaternarySystemFill`; Apple's documentation of `FillShapeStyle`); the fifth stays at the fourth.
/// - `.background`: the system background levels (`.background.secondary` is
///   `secondarySystemBackground`, `.tertiary` `tertiarySystemBackground`: nilcoalescing.com,
///   "Hierarchical background styles in SwiftUI", shows them side by side). UIKit has three
///   background levels; the fourth and fifth stay at the third (estimate).
/// - `.primary`…`.quinary` and `.foreground`: the foreground's levels (`foregroundStyle(_:_:_:)`'s
///   explicit styles, else the label colours, else the foreground style at the level's opacity).
/// - any other style (a colour, a gradient, the tint): the style at the level's opacity.
@frozen public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    /// Opacity of each level of a style that has no levels of its own: the label colours' alphas
    /// (UIKit `label`, `secondaryLabel` 0.6, `tertiaryLabel` 0.3, `quaternaryLabel` 0.18), which
    /// are what the levels of `.primary` are; the fifth, 0.1, is an estimate.
    static var opacities: [Float] { [1, 0.6, 0.3, 0.18, 0.1] }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        switch base {
        case let style as HierarchicalShapeStyle:
            return environment.foregroundPaint(level: min(style.level + level, 4))
        case is ForegroundStyle:
            return environment.foregroundPaint(level: level)
        case is FillShapeStyle:
            let levels = [Color(.systemFill), Color(.secondarySystemFill), Color(.tertiarySystemFill),
                          Color(.quaternarySystemFill)]
            return levels[min(level, levels.count - 1)]._paint(in: environment)
        case is BackgroundStyle where environment.backgroundStyle == nil:
            let levels: [Color] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
            return levels[min(level, levels.count - 1)]._paint(in: environment)
        default:
            return base._paint(in: environment).multiplyingOpacity(Self.opacities[level])
        }
    }
}

extension EnvironmentValues {
    /// The foreground style at a level (0 primary … 4 quinary): the style `foregroundStyle(_:_:)`
    /// or `(_:_:_:)` names for it, else, under a foreground style of the app's own, that style
    /// at the level's opacity ("If you only specify a primary foreground style, SwiftUI
    /// automatically derives the others from that style",
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:_:)), else the
    /// label colour of the level.
    func foregroundPaint(level: Int) -> Paint {
        if level > 0, level <= hierarchicalForegroundStyles.count {
            return hierarchicalForegroundStyles[level - 1]._paint(in: self)
        }
        if let style = foregroundStyle, !(style.base is HierarchicalShapeStyle) {
            return style._paint(in: self).multiplyingOpacity(HierarchicalShapeStyleModifier<AnyShapeStyle>.opacities[level])
        }
        return HierarchicalShapeStyle(level: level)._paint(in: self)
    }
}

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }
}
