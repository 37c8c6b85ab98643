/// Where a popover's arrow points (SwiftUI's `PopoverAttachmentAnchor`): a rectangle of the
/// presenting view or a point in it. It places a popover kept as a popover (`PopoverPlacement`);
/// one adapted to a sheet ignores it.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

nonisolated extension View {
    /// A popover (`PopoverModifier`): a sheet on an iPhone unless its content asks to stay a
    /// popover (`presentationCompactAdaptation(_:)`).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PopoverModifier(isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, popover: content))
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(PopoverModifier(isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) {
            item.wrappedValue.map(content)
        })
    }
}
