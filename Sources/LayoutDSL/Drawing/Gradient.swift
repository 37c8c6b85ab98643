/// Color stops along a gradient.
public struct Gradient: Equatable, Sendable {
    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }

    func resolve(in environment: EnvironmentValues) -> [Paint.ResolvedStop] {
        stops.map { Paint.ResolvedStop(color: $0.color.resolve(in: environment), location: $0.location) }
    }
}

/// Unit points are relative to the bounds of the view the gradient fills.
public struct LinearGradient: ShapeStyle, View {
    public var gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolve(in: environment), start: startPoint, end: endPoint)
    }
    public var body: some View { Rectangle().fill(self) }
}

public struct RadialGradient: ShapeStyle, View {
    public var gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.resolve(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public var body: some View { Rectangle().fill(self) }
}

/// Sweeps clockwise on screen from `startAngle` (0 = trailing) to `endAngle`.
public struct AngularGradient: ShapeStyle, View {
    public var gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(stops: gradient.resolve(in: environment), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public var body: some View { Rectangle().fill(self) }
}
