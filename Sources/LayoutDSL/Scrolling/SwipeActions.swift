nonisolated extension View {
    /// Swipe actions are revealed by a horizontal drag on a row; at rest iOS shows nothing, and
    /// snap renders rows at rest, so the actions are accepted and not drawn.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        self
    }
}
