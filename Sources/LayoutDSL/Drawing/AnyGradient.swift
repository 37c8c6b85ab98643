/// A gradient used as a shape style on its own (`Color.red.gradient`, `.fill(gradient)`): drawn
/// top to bottom over the shape's bounds, as SwiftUI draws a bare gradient.
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    let gradient: Gradient
    /// The space it interpolates in (`colorSpace(_:)`); see `Gradient.ColorSpace`.
    var colorSpace = Gradient.ColorSpace.device
    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// This gradient interpolating in `space` (iOS 18).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var gradient = self
        gradient.colorSpace = space
        return gradient
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolvedStops(in: environment), start: .top, end: .bottom)
    }
}

extension Gradient: ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> Paint { AnyGradient(self)._paint(in: environment) }

    /// The gradient as a style interpolating in `space` (iOS 18).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(self).colorSpace(space) }
}

extension Color {
    /// "A standard gradient for the color": the colour lit a little from above. Apple does not
    /// publish the ramp; this one (estimated from iOS 17 renderings) starts 14 % of the way to
    /// white at the top and ends on the colour at the bottom, at the colour's own opacity
    /// throughout: `Color.clear.gradient` (and a missing named colour's) is clear.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(provider: .lightened(self, 0.14)), self]))
    }
}
