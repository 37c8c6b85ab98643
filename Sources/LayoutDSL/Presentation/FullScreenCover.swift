nonisolated extension View {
    /// Presents `content` over the whole screen while `isPresented` is true, on the system
    /// background, with the screen's safe area; `\.dismiss` inside sets it false.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: () -> Content) -> some View {
        SheetPresenter(presenter: self, style: .fullScreenCover, sheet: isPresented.wrappedValue ? content() : nil,
                       dismiss: { isPresented.wrappedValue = false; onDismiss?() })
    }

    /// Presents a cover for `item` while it is non-nil; `\.dismiss` sets it nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: (Item) -> Content) -> some View {
        SheetPresenter(presenter: self, style: .fullScreenCover, sheet: item.wrappedValue.map { content($0).id($0.id) },
                       dismiss: { item.wrappedValue = nil; onDismiss?() })
    }
}
