/// Shows an alert or confirmation dialog over its presenter while presented: the whole screen
/// dimmed (20 % black; iOS 26's 48 % in dark mode) and the card on it (the presenter is not scaled back). The layer
/// covers the screen wherever the presenter sits (a button, a row), from `PresenterGeometry`.
/// The tint under it turns grey (`TintAdjustmentMode`).
struct AlertPresenter<Presenter: View, Card: View> {
    let presenter: Presenter
    /// The card while presented, else nil.
    let card: Card?
    @State private var geometry = PresenterGeometry()
    @Environment(\.systemDesign) private var design
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let screen = geometry.screenInPresenter
        return presenter
            .reportingPresenterGeometry()
            .onPreferenceChange(PresenterGeometryKey.self) { geometry = $0 }
            .overlay(alignment: .topLeading) {
                if let card {
                    card
                        .presentedContent(dimsPresenter: true)
                        .frame(width: screen.width, height: screen.height)
                        .background(Color.black.opacity(design == .liquidGlass
                            ? GlassAlertMetrics.dimmingOpacity(colorScheme) : AlertMetrics.dimmingOpacity))
                        .presentationLayer()
                        .offset(x: screen.minX, y: screen.minY)
                        .environment(\.presentationSafeArea, geometry.safeArea)
                }
            }
    }
}

extension AlertPresenter: View {}
