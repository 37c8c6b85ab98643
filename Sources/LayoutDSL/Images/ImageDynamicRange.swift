extension Image {
    /// How much of a high-dynamic-range image's range is shown (Apple's documentation of
    /// `Image.DynamicRange`, iOS 17): `.standard` (SDR), `.constrainedHigh` (some headroom), `.high`
    /// (all of it). A render is an 8-bit sRGB PNG, a standard-range display: every image shows in
    /// the standard range, whatever range it is allowed.
    public struct DynamicRange: Hashable, Sendable {
        let headroom: Int
        public static let standard = DynamicRange(headroom: 0)
        public static let constrainedHigh = DynamicRange(headroom: 1)
        public static let high = DynamicRange(headroom: 2)
    }

    /// The image allowed `range` (nil: the system's default); drawn in the standard range, as
    /// above.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image { self }
}
