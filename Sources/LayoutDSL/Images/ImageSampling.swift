/// How a bitmap image is sampled where it is drawn: `Image.interpolation(_:)` (how pixels
/// between or across the image's pixels are computed when it is scaled) and
/// `Image.antialiased(_:)` (whether its edges are smoothed where they fall between pixels).
public struct ImageSampling: Hashable, Sendable {
    public var interpolation: Image.Interpolation
    public var isAntialiased: Bool
    public init(interpolation: Image.Interpolation = .high, isAntialiased: Bool = true) {
        self.interpolation = interpolation; self.isAntialiased = isAntialiased
    }
}
