import Foundation

/// Invariants every placement keeps, whatever the layout rules: checked in debug builds as each
/// node is placed (`LayoutPass.place`), so a test or fuzzer that breaks one stops at the rule
/// that broke it, not later in the renderer or in a preference. Release builds skip the check.
enum LayoutAssertions {
    /// What is wrong with `node` placed as `placement`, or nil.
    ///
    /// - Sizes are finite and non-negative: rules clamp what user input makes negative
    ///   (padding larger than the proposal, negative frame dimensions) before it becomes a size.
    /// - Origins are finite.
    /// - Proposals are unspecified, or non-negative (infinity is a proposal; NaN is not).
    /// - Frames keep what they promise: a fixed dimension is the frame's size (R6), and a
    ///   dimension with both a minimum and a maximum lies between them (R7).
    static func violation(of placement: Placement, node: LayoutNode) -> String? {
        let name = node.name
        let size = placement.size
        guard size.width.isFinite, size.height.isFinite else { return "\(name) has a non-finite size \(size)" }
        guard size.width >= 0, size.height >= 0 else { return "\(name) has a negative size \(size)" }
        guard placement.origin.x.isFinite, placement.origin.y.isFinite else { return "\(name) is placed at \(placement.origin)" }
        for dimension in [placement.proposal.width, placement.proposal.height] {
            if let dimension, dimension.isNaN || dimension < 0 { return "\(name) is proposed \(placement.proposal)" }
        }
        if let frame = node.behavior as? FixedFrameBehavior {
            if let width = frame.width, width >= 0, size.width != width { return "frame(width: \(width)) is \(size.width) wide" }
            if let height = frame.height, height >= 0, size.height != height { return "frame(height: \(height)) is \(size.height) high" }
        }
        if let frame = node.behavior as? FlexibleFrameBehavior {
            for (bounds, value, axis) in [(frame.width, size.width, "width"), (frame.height, size.height, "height")] {
                if let min = bounds.min, let max = bounds.max, !(min...max).contains(value) {
                    return "frame(min\(axis.capitalized): \(min), max\(axis.capitalized): \(max)) has \(axis) \(value)"
                }
            }
        }
        return nil
    }
}
