/// Shows a platter anchored to its presenter (an open menu, a compact date picker's calendar)
/// while presented, over everything, where `PlatterPlacement` puts it; the screen is not dimmed
/// (Apple's HIG: menus "don't dim the screen when they appear"; UIKit presents the date picker's
/// overlay over the full screen with no background). A tap outside the platter closes it and
/// reaches nothing else.
nonisolated struct PlatterPresenter<Presenter: View, Platter: View>: View {
    let presenter: Presenter
    /// The platter while presented, made for where it goes (it opens upward or not, and a menu
    /// stacks its submenus about its attached point); nil otherwise.
    let platter: ((PlatterPlacement) -> Platter)?
    /// The width the platter is offered, and its gap to the presenter.
    let width: CGFloat
    var gap: CGFloat = 0
    let dismiss: () -> Void
    @State private var geometry = PresenterGeometry()
    @Environment(\.barButtonHeight) private var barButtonHeight

    var body: some View {
        let screen = geometry.screenInPresenter
        // A bar item's button is the bar's height, centred on its icon (items are centred in the bar).
        let grow = max((barButtonHeight ?? 0) - geometry.frame.height, 0) / 2
        let placement = PlatterPlacement(anchor: geometry.frame.insetBy(dx: 0, dy: -grow), screen: geometry.screen,
                                         safeArea: geometry.safeArea, gap: gap)
        return presenter
            .reportingPresenterGeometry(platter != nil)
            .onPreferenceChange(PresenterGeometryKey.self) { geometry = $0 }
            .overlay(alignment: .topLeading) {
                if let platter {
                    PlatterLayerLayout(placement: placement, width: width) {
                        Color.clear.contentShape(Rectangle()).onTapGesture(perform: dismiss)
                        platter(placement)
                    }
                    .frame(width: screen.width, height: screen.height)
                    .environment(\.isListRow, false)
                    .presentationLayer()
                    .offset(x: screen.minX, y: screen.minY)
                }
            }
    }
}

/// Lays out a platter's layer over the whole screen: the first subview (what catches a tap
/// outside the platter) over all of it, the platter where `PlatterPlacement` puts it for the
/// size it asks for at its width.
struct PlatterLayerLayout: Layout {
    let placement: PlatterPlacement
    let width: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let frame = placement.frame(for: subviews[1].sizeThatFits(ProposedViewSize(width: width, height: nil)))
        subviews[1].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
    }
}
