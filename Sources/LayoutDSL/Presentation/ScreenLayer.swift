/// A presentation anchored to a control, drawn over the whole screen (an open menu, a compact
/// date picker's calendar, a popover): a layer the size of the screen in which a tap outside
/// the presented view dismisses it and reaches nothing else, and the view where its placement
/// puts it for the size it asks for (`ScreenLayerLayout`).
nonisolated extension View {
    /// The layer over the screen (`screen`, in this view's coordinates) while `isPresented`.
    func screenLayer<Presented: View>(_ isPresented: Bool, screen: CGRect, measure: ProposedViewSize,
                                      place: @escaping (CGSize) -> CGRect, dismiss: @escaping () -> Void,
                                      @ViewBuilder presented: () -> Presented) -> some View {
        let presented = presented()
        return overlay(alignment: .topLeading) {
            if isPresented {
                ScreenLayerLayout(measure: measure, place: place) {
                    Color.clear.contentShape(Rectangle()).onTapGesture(perform: dismiss)
                    presented
                }
                .frame(width: screen.width, height: screen.height)
                .environment(\.isListRow, false)
                .presentationLayer()
                .offset(x: screen.minX, y: screen.minY)
            }
        }
    }
}

/// Lays out a screen layer: the first subview (what catches a tap outside) over all of it, the
/// second at the frame `place` gives for the size it asks for when offered `measure`.
struct ScreenLayerLayout: Layout {
    let measure: ProposedViewSize
    let place: (CGSize) -> CGRect

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let frame = place(subviews[1].sizeThatFits(measure))
        subviews[1].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
    }
}
