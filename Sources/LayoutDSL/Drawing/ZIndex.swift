/// `zIndex`: among siblings, views with a higher index draw above (and take touches before)
/// views with a lower one; equal indices keep their declaration order (default 0). Layout is
/// unaffected. The index is read through unary modifiers wrapping the view.
nonisolated extension View {
    public func zIndex(_ value: Double) -> some View {
        modifier(EffectModifier(name: "zIndex", kind: .zIndex(value)))
    }
}

extension LayoutNode {
    /// The node's own index, else that of the single view it wraps (hit testing orders
    /// siblings by it; the resolved tree computes it as it resolves).
    var effectiveZIndex: Double {
        display(size: size).zIndex ?? (subviews.count == 1 ? subview(0).effectiveZIndex : 0)
    }
}

extension RandomAccessCollection where Self: RangeReplaceableCollection {
    /// Stably ordered by z-index, lowest first (drawing order); unchanged when every index is 0,
    /// which is found without an array of the indices (one allocation for every node with
    /// subviews, where almost none has an index).
    func sortedByZIndex(_ index: (Element) -> Double) -> Self {
        guard count > 1, contains(where: { index($0) != 0 }) else { return self }
        return Self(sorted(byZIndices: map(index)))
    }

    /// Stably ordered by the z-indices given for the elements, lowest first.
    func sorted(byZIndices indices: [Double]) -> [Element] {
        zip(indices, self).enumerated().sorted { a, b in
            a.element.0 != b.element.0 ? a.element.0 < b.element.0 : a.offset < b.offset
        }.map(\.element.1)
    }
}
