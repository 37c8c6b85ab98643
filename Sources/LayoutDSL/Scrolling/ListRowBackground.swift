nonisolated extension View {
    /// The view behind the row, filling its cell (clipped to an inset grouped card's corners).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        listRowTrait { traits, context in
            if traits.background == nil, let view { traits.background = context.child(.slot(4)).with(stackAxis: nil).build(view) }
        }
    }
}
