/// Whether and where an image's pixels keep alpha (Apple's documentation of `CGImageAlphaInfo`).
/// The `none…` cases are opaque: what was never painted is black, as in an opaque bitmap context,
/// whose memory starts zeroed and whose alpha is ignored.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly

    /// Whether every pixel is opaque (no alpha channel, or one that is skipped).
    package var isOpaque: Bool { self == .none || self == .noneSkipLast || self == .noneSkipFirst }
}
