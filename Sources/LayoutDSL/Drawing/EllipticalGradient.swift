/// A radial gradient stretched to the shape's bounds: its rings are ellipses with the bounds'
/// aspect ratio. Radius fractions are of the bounds' width and height ("zero maps to the center
/// point, one maps to the diameter of the unit circle", Apple), so the default end of 0.5 reaches
/// the inscribed ellipse.
nonisolated public struct EllipticalGradient: ShapeStyle, View {
    public var gradient: Gradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        .ellipticalGradient(stops: gradient.resolvedStops(in: environment), center: center,
                            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public var body: some View { Rectangle().fill(self) }
}
