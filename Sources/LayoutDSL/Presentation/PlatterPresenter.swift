/// Shows a platter anchored to its presenter (an open menu, a compact date picker's calendar)
/// while presented, over everything, where `PlatterPlacement` puts it; the screen is not dimmed
/// (Apple's HIG: menus "don't dim the screen when they appear"; UIKit presents the date picker's
/// overlay over the full screen with no background). A tap outside the platter closes it and
/// reaches nothing else.
struct PlatterPresenter<Presenter: View, Platter: View> {
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
            .screenLayer(platter != nil, screen: screen, measure: ProposedViewSize(width: width, height: nil),
                         place: placement.frame(for:), dismiss: dismiss) {
                platter?(placement)
            }
    }
}

extension PlatterPresenter: View {}
