/// The last line of defence for the layout invariants (`LayoutAssertions`): a placement whose
/// size is negative or not finite, whose origin is not finite, or whose proposal is NaN or
/// negative is made valid before the node takes it, with a warning naming the view, once per
/// host and view type. SwiftUI does the same: it logs "Invalid frame dimension (negative or
/// non-finite)" and lays the view out clamped, rather than stop the app. Rules clamp user input
/// where it enters (`ValidGeometry`); this catches what arithmetic on extreme but finite input
/// (1e300 + 1e300, 0 × ∞) still makes invalid, so no consumer of the tree sees NaN or ∞.
/// Transforms follow the same rule in `LayoutPass.place`: a geometry effect whose transform is not
/// finite (`offset(x: .infinity)`, `scaleEffect(.nan)`) is left out, with a warning.
extension Placement {
    /// The placement made valid: NaN or negative lengths are zero, an infinite length is the
    /// proposal's if that is finite (else zero), non-finite coordinates are zero.
    var sanitized: Placement {
        func length(_ value: CGFloat, proposed: CGFloat?) -> CGFloat {
            if value.isNaN || value < 0 { return 0 }
            if value.isInfinite { return proposed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0 }
            return value
        }
        return Placement(origin: origin.valid, proposal: proposal.valid,
                         size: CGSize(width: length(size.width, proposed: proposal.width),
                                      height: length(size.height, proposed: proposal.height)))
    }

    /// Checked for every node placed, so written without a temporary array of the values.
    var isValid: Bool {
        // `>= 0` is false for NaN, so each comparison also rules NaN out; tested for every node
        // placed, without closures.
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite, origin.x.isFinite, origin.y.isFinite
        else { return false }
        if let width = proposal.width, !(width >= 0) { return false }
        if let height = proposal.height, !(height >= 0) { return false }
        return true
    }
}

extension CGAffineTransform {
    /// Whether all six entries are finite; tested one by one, without a temporary array (this is
    /// checked for every node placed).
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}
