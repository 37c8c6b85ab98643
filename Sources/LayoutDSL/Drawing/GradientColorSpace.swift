extension Gradient {
    /// The space gradients interpolate in (iOS 18): `.device` (sRGB here) or `.perceptual`
    /// (accepted; drawn as `.device`, as gradients here interpolate in sRGB).
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        public static let device = ColorSpace(isPerceptual: false)
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}
