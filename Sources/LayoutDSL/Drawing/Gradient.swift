/// Color stops along a gradient.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
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

    func resolvedStops(in environment: EnvironmentValues) -> [Paint.ResolvedStop] {
        stops.map { Paint.ResolvedStop(color: $0.color.resolve(in: environment), location: $0.location) }
    }
}
