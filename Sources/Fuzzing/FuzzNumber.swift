/// The numbers trees are built from: mostly what real code writes, some small and negative, and
/// a share of the values that break arithmetic (NaN, infinities, magnitudes past `Int.max`,
/// subnormals), which SwiftUI answers with a logged warning and a clamped layout.
extension FuzzRandom {
    /// Values past what a conversion to `Int` or a pixel buffer can hold, and those arithmetic
    /// turns into NaN.
    static let extremeValues: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, 1e19, -1e19, 1e8, -1e8, 1e-300, -0.0,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 9.3e18, 4e9,
    ]

    /// A length as code writes it (0…`typical`), sometimes small or negative, sometimes extreme.
    public mutating func length(typical: Double = 300, extreme: Double = 0.08) -> Double {
        if extremes, chance(extreme) { return pick(Self.extremeValues) }
        switch Int.random(in: 0..<10, using: &self) {
        case 0: return 0
        case 1: return Double(Int.random(in: extremes ? -20...20 : 0...20, using: &self))
        case 2: return Double.random(in: 0...1, using: &self)
        default: return (Double.random(in: 0...typical, using: &self) * 2).rounded() / 2
        }
    }

    /// A fraction (opacity, colour component, unit point, gradient location), sometimes outside 0…1.
    public mutating func fraction(extreme: Double = 0.05) -> Double {
        if extremes, chance(extreme) { return pick(Self.extremeValues) }
        return extremes && chance(0.1) ? Double.random(in: -1...2, using: &self)
            : (Double.random(in: 0...1, using: &self) * 100).rounded() / 100
    }

    /// An angle in degrees.
    public mutating func degrees(extreme: Double = 0.06) -> Double {
        if extremes, chance(extreme) { return pick(Self.extremeValues + [1e12, -1e12, 360 * 1e6]) }
        return Double(Int.random(in: -720...720, using: &self))
    }

    /// A value that is nil (unspecified) a third of the time.
    public mutating func optionalLength(typical: Double = 300) -> Double? {
        chance(0.35) ? nil : length(typical: typical)
    }
}
