nonisolated extension View {
    /// Presents `content` as a sheet while `isPresented` is true (drawn by `SheetPresenter`);
    /// `\.dismiss` inside sets it false and runs `onDismiss`.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: () -> Content) -> some View {
        SheetPresenter(presenter: self, style: .sheet, sheet: isPresented.wrappedValue ? content() : nil,
                       dismiss: { isPresented.wrappedValue = false; onDismiss?() })
    }

    /// Presents a sheet for `item` while it is non-nil; a new item (another `id`) is a new sheet
    /// with fresh state. `\.dismiss` sets it nil and runs `onDismiss`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: (Item) -> Content) -> some View {
        SheetPresenter(presenter: self, style: .sheet, sheet: item.wrappedValue.map { content($0).id($0.id) },
                       dismiss: { item.wrappedValue = nil; onDismiss?() })
    }
}
