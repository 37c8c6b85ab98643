/// A gradient from a center outwards, between two radii in points.
nonisolated public struct RadialGradient: ShapeStyle, View {
    public var gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.resolvedStops(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public var body: some View { Rectangle().fill(self) }
}
