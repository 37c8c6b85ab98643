/// How a container merges its subviews' explicit values for a guide into its own (Apple's
/// `combineExplicit(_:)`, "merges a sequence of explicit alignment values produced by this
/// instance"): the guide's rule R19 (`AlignmentCombination`) over the values that are not
/// nil, nil when there are none or when the guide is one a container never takes from its
/// subviews (the frame alignments).
extension HorizontalAlignment {
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.compactMap { $0 })
    }
}

extension VerticalAlignment {
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.compactMap { $0 })
    }
}
