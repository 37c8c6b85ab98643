/// The screen's safe-area insets, given to a card drawn over the screen from a presenter's
/// overlay (its layout frame is the presenter's, shifted onto the screen when drawn, so
/// geometry readers inside would read the presenter's insets).
private struct PresentationSafeAreaKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    var presentationSafeArea: EdgeInsets {
        get { self[PresentationSafeAreaKey.self] } set { self[PresentationSafeAreaKey.self] = newValue }
    }
}
