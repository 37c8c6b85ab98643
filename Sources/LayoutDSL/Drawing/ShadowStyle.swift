/// A shadow a shape style casts (Apple's documentation of `ShadowStyle`, iOS 16): a drop shadow
/// under the shape, as `shadow(color:radius:x:y:)` draws one, or an inner shadow inside its
/// edges. Inner shadows are not drawn (the renderer has no inner-shadow effect); drop shadows are.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// SwiftUI's shadow colour: black at 33 % in linear sRGB, as `shadow(radius:)`'s.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                            y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
                             y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The drop shadow to draw, nil for an inner one.
    func drop(in environment: EnvironmentValues) -> Shadow? {
        kind == .drop ? Shadow(color: color.resolve(in: environment), radius: max(radius, 0), x: x, y: y) : nil
    }
}

/// A style with a shadow: paints as its base.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle
    public func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment) }
    public var _shadow: ShadowStyle? { shadow }
}

extension ShapeStyle {
    /// The style casting a shadow (iOS 16): `.fill(.white.shadow(.drop(radius: 2)))`.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current foreground style casting a shadow (Apple's documentation of the static
    /// `shadow(_:)`: "a new style based on the current style").
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle().shadow(style) }
}
