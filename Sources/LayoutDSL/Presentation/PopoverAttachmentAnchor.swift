/// Where a popover's arrow points (SwiftUI's `PopoverAttachmentAnchor`). On iPhone (compact
/// width) a popover adapts to a sheet, so the anchor does not change the frame.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

nonisolated extension View {
    /// A popover, presented as a sheet as iOS does in compact width ("a popover appears as a
    /// sheet on iPhone", Apple HIG, Popovers).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }
}
