/// A resolved colour is `Codable` (iOS 17), as its four components in order: red, green, blue
/// (sRGB, straight alpha) and opacity.
extension Color.Resolved: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let red = try container.decode(Float.self), green = try container.decode(Float.self)
        let blue = try container.decode(Float.self), opacity = try container.decode(Float.self)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(red); try container.encode(green); try container.encode(blue); try container.encode(opacity)
    }
}
