/// Numbers from user code made valid where they enter layout, so that every size is finite and
/// non-negative, every proposal is unspecified or non-negative, and every origin is finite
/// (the invariants `LayoutAssertions` checks). SwiftUI logs "Invalid frame dimension (negative
/// or non-finite)" for such frames rather than lay them out; here a negative length is zero and a
/// NaN or infinite one is left out, so the rest of the layout stays meaningful.
extension CGFloat {
    /// A frame's fixed, minimum or ideal length: negative is zero; NaN and infinities are nil.
    var validLength: CGFloat? { isFinite ? Swift.max(self, 0) : nil }
    /// A frame's maximum: as `validLength`, but `.infinity` ("as wide as offered") stays.
    var validMaximum: CGFloat? { self == .infinity ? self : validLength }
    /// A size a view answered: NaN, −∞ and negatives are zero. +∞ stays: it is what a view that
    /// takes everything (a Color, a shape) answers to an infinite proposal, and a container of
    /// such a view must answer the same, or its parent stack takes it for inflexible (R4).
    var validSize: CGFloat { self == .infinity ? self : isFinite ? Swift.max(self, 0) : 0 }
    var validCoordinate: CGFloat { isFinite ? self : 0 }
}

extension CGSize {
    /// What a custom `Layout` or a padding answered, made a valid size.
    var valid: CGSize { CGSize(width: width.validSize, height: height.validSize) }
}

extension CGPoint {
    var valid: CGPoint { CGPoint(x: x.validCoordinate, y: y.validCoordinate) }
}

extension ProposedViewSize {
    /// What a custom `Layout` proposed, made a valid proposal: NaN is unspecified, negative zero.
    var valid: ProposedViewSize {
        ProposedViewSize(width: width.flatMap { $0.isNaN ? nil : Swift.max($0, 0) },
                         height: height.flatMap { $0.isNaN ? nil : Swift.max($0, 0) })
    }
}
