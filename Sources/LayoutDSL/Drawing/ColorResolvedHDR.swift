import Foundation

/// iOS 26's high-dynamic-range colours (SwiftUI's `Color.ResolvedHDR`, `headroom(_:)`,
/// `exposureAdjust(_:)`, `resolveHDR(in:)`; SDK 26.2 interface of SwiftUICore): a resolved colour
/// with the headroom above SDR white it may be drawn with. `exposureAdjust(_:)` is, as the SDK
/// inlines it, a scale of the linear components by 2 to the power of the stops. Images here are
/// SDR PNGs: a colour is drawn without headroom, components above 1 clipped to white, as an SDR
/// display shows HDR content.
extension Color {
    @frozen public struct ResolvedHDR: Hashable, Sendable {
        var base: Color.Resolved
        /// The headroom: how many times SDR white the colour may reach; nil, the display's own.
        public var headroom: Float?

        public init(_ color: Color.Resolved, headroom: Float? = nil) {
            base = color
            self.headroom = headroom
        }

        public var linearRed: Float { get { base.linearRed } set { base.linearRed = newValue } }
        public var linearGreen: Float { get { base.linearGreen } set { base.linearGreen = newValue } }
        public var linearBlue: Float { get { base.linearBlue } set { base.linearBlue = newValue } }
        public var red: Float { get { base.red } set { base.red = newValue } }
        public var green: Float { get { base.green } set { base.green = newValue } }
        public var blue: Float { get { base.blue } set { base.blue = newValue } }
        public var opacity: Float { get { base.opacity } set { base.opacity = newValue } }
    }

    /// The colour drawn with the resolved colour's components (its headroom is for HDR displays).
    public init(_ resolved: ResolvedHDR) { self.init(resolved.base) }

    /// The colour of a shape style that resolves to an HDR colour.
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.ResolvedHDR {
        self.init(provider: .style(ResolvingStyle(style: color) { color.resolve(in: $0).base }))
    }

    /// The colour in `environment`, with the headroom `headroom(_:)` gave it.
    public func resolveHDR(in environment: EnvironmentValues) -> ResolvedHDR {
        ResolvedHDR(resolve(in: environment), headroom: headroomLimit.map { Float($0) })
    }

    /// The colour allowed `headroom` times SDR white on an HDR display (nil: the display's default).
    public func headroom(_ headroom: Double?) -> Color { Color(provider: .headroom(self, headroom)) }

    /// The colour `stops` exposure stops brighter (darker when negative): its linear components
    /// times 2^stops.
    public func exposureAdjust(_ stops: Double) -> Color { Color(provider: .linearScale(self, exp2(Float(stops)))) }

    /// The headroom the outermost `headroom(_:)` set, through the changes that keep it.
    private var headroomLimit: Double? {
        switch provider {
        case .headroom(_, let headroom): headroom
        case .opacity(let base, _), .linearScale(let base, _): base.headroomLimit
        default: nil
        }
    }
}

extension Color.Resolved {
    /// The colour with its linear components times `factor`, its opacity kept.
    func linearlyScaled(by factor: Float) -> Color.Resolved {
        var scaled = self
        scaled.linearRed = linearRed * factor
        scaled.linearGreen = linearGreen * factor
        scaled.linearBlue = linearBlue * factor
        return scaled
    }
}

/// An HDR colour paints its components, as a resolved colour does.
extension Color.ResolvedHDR: ShapeStyle {
    public typealias Resolved = Never
    public func _paint(in environment: EnvironmentValues) -> Paint { .color(base) }
}

extension Color.ResolvedHDR: CustomStringConvertible {
    public var description: String { headroom.map { "\(base.description) headroom \($0)" } ?? base.description }
}

/// Encoded as the resolved colour's four components and the headroom when there is one.
extension Color.ResolvedHDR: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let red = try container.decode(Float.self), green = try container.decode(Float.self)
        let blue = try container.decode(Float.self), opacity = try container.decode(Float.self)
        let headroom = container.isAtEnd ? nil : try container.decode(Float.self)
        self.init(Color.Resolved(red: red, green: green, blue: blue, opacity: opacity), headroom: headroom)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(red); try container.encode(green); try container.encode(blue); try container.encode(opacity)
        if let headroom { try container.encode(headroom) }
    }
}

/// Animated by its linear components and opacity, as SwiftUI animates a resolved colour.
extension Color.ResolvedHDR: Animatable {
    public var animatableData: _Animatable {
        get { _Animatable(components: [linearRed, linearGreen, linearBlue, opacity]) }
        set {
            linearRed = newValue.components[0]; linearGreen = newValue.components[1]
            linearBlue = newValue.components[2]; opacity = newValue.components[3]
        }
    }

    public struct _Animatable: VectorArithmetic, Sendable {
        var components: [Float]

        public static var zero: _Animatable { _Animatable(components: [0, 0, 0, 0]) }
        public static func += (lhs: inout _Animatable, rhs: _Animatable) { lhs = lhs + rhs }
        public static func -= (lhs: inout _Animatable, rhs: _Animatable) { lhs = lhs - rhs }
        public static func + (lhs: _Animatable, rhs: _Animatable) -> _Animatable {
            _Animatable(components: zip(lhs.components, rhs.components).map { $0 + $1 })
        }
        public static func - (lhs: _Animatable, rhs: _Animatable) -> _Animatable {
            _Animatable(components: zip(lhs.components, rhs.components).map { $0 - $1 })
        }
        public mutating func scale(by rhs: Double) { components = components.map { $0 * Float(rhs) } }
        public var magnitudeSquared: Double { components.reduce(0) { $0 + Double($1 * $1) } }
    }
}
