/// A proposal as a key that equals another exactly when layout cannot tell them apart: each
/// dimension's bit pattern, with unspecified (nil) and NaN as two patterns of their own and −0 as
/// 0 (`==` matched it). NaN needs its own key because `==` never matches it: a view proposed a
/// NaN width (a frame's bounds computed from 1e300 − 1e300) was measured again at every ask,
/// and the frames and alignment queries above it multiplied the asks (seed 17 tree 5459: 203,064
/// text layouts, 36 CPU s). Layout is a pure function of the proposal within a pass, so a NaN
/// proposal answered once answers every later ask the same.
public struct ProposalKey: Hashable, Sendable {
    let width: UInt, height: UInt

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = Self.key(width)
        self.height = Self.key(height)
    }

    init(_ proposal: ProposedViewSize) { self.init(width: proposal.width, height: proposal.height) }

    /// A key from stored bit patterns (`ProposalCache`'s entries).
    init(bits width: UInt, _ height: UInt) { self.width = width; self.height = height }

    private static let unspecified: UInt = 0x7FF8_0000_0000_0001
    private static let notANumber: UInt = 0x7FF8_0000_0000_0003

    private static func key(_ dimension: CGFloat?) -> UInt {
        guard let dimension else { return unspecified }
        if dimension.isNaN { return notANumber }
        return dimension == 0 ? 0 : UInt(dimension.bitPattern)
    }
}
