/// The screen's safe-area insets, given to a card drawn over the screen from a presenter's
/// overlay (its layout frame is the presenter's, shifted onto the screen when drawn, so
/// geometry readers inside would read the presenter's insets).
private struct PresentationSafeAreaKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    var presentationSafeArea: EdgeInsets {
        get { self[PresentationSafeAreaKey.self] } set { self[PresentationSafeAreaKey.self] = newValue }
    }
}

/// No safe area inside a presentation's layer: it is laid out where its presenter sits (a row,
/// a toolbar button) and moved onto the screen when drawn, so the insets of that place mean
/// nothing to it; a sheet's card and a cover place their content by the screen's insets
/// (`PresenterGeometry`) instead.
struct PresentationSafeAreaBehavior: FillingSafeAreaBehavior {
    var name: String { "presentationSafeArea" }

    func childArea(_ area: SafeArea, frame: CGRect, placements: Placements, rightToLeft: Bool) -> SafeArea {
        SafeArea(safe: frame, outer: frame)
    }
}

nonisolated extension View {
    /// Lays the view out with no safe-area insets (see `PresentationSafeAreaBehavior`).
    func ignoringPresenterSafeArea() -> some View {
        layoutModifier { PresentationSafeAreaBehavior() }
    }
}
