nonisolated extension View {
    /// The row's content insets inside its cell (nil: the style's, `ListMetrics.rowInsets`).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        listRowTrait { traits, _ in if traits.insets == nil { traits.insets = insets } }
    }
}
