/// Where a presenting view sits on the screen: its own global frame, the screen's (the frame
/// it reaches ignoring the safe area) and the screen's safe-area insets. A presentation covers
/// the screen and scales the whole screen picture back, not just the presenter's frame.
struct PresenterGeometry: Equatable {
    var frame = CGRect.zero
    var screen = CGRect.zero
    var safeArea = EdgeInsets()

    /// The screen's rectangle in the presenter's own coordinates.
    var screenInPresenter: CGRect { screen.offsetBy(dx: -frame.minX, dy: -frame.minY) }
}

struct PresenterGeometryKey: PreferenceKey {
    static let defaultValue = PresenterGeometry()
    static func reduce(value: inout PresenterGeometry, nextValue: () -> PresenterGeometry) {}
}

extension View {
    /// Reports the view's `PresenterGeometry` as a preference.
    func reportingPresenterGeometry() -> some View {
        background(GeometryReader { own in
            GeometryReader { screen in
                Color.clear.preference(key: PresenterGeometryKey.self,
                                       value: PresenterGeometry(frame: own.frame(in: .global), screen: screen.frame(in: .global),
                                                                safeArea: screen.safeAreaInsets))
            }
            .ignoresSafeArea()
        })
    }
}

/// A rounded rectangle over a given rectangle of the view's coordinates rather than its
/// bounds: the screen's outline, to clip a presenter scaled back behind a sheet.
struct ScreenOutline: Shape {
    let rect: CGRect
    let cornerRadius: CGFloat
    func path(in _: CGRect) -> Path { RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).path(in: rect) }
}
