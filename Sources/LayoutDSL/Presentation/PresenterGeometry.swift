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

nonisolated extension View {
    /// Reports the view's `PresenterGeometry` as a preference: its global frame, and the
    /// host's screen, whatever part of it the view covers (a button presents over the whole
    /// screen, not over its own frame). A presenter that needs it only while presenting (a menu
    /// button) reports it only then, so its closed tree is the control's alone.
    func reportingPresenterGeometry(_ reports: Bool = true) -> some View {
        background {
            if reports { GeometryReader { own in PresenterGeometryReporter(frame: own.frame(in: .global)) } }
        }
    }
}

nonisolated private struct PresenterGeometryReporter: View {
    let frame: CGRect
    @Environment(\.hostScreen) private var screen

    var body: some View {
        Color.clear.preference(key: PresenterGeometryKey.self,
                               value: PresenterGeometry(frame: frame, screen: CGRect(origin: .zero, size: screen.size),
                                                        safeArea: screen.safeAreaInsets))
    }
}

/// The screen a host draws: the canvas, in global coordinates from the origin, and its
/// safe-area insets; what presentations cover wherever their presenter sits.
struct HostScreen: Equatable {
    var size = CGSize.zero
    var safeAreaInsets = EdgeInsets()
}

private struct HostScreenKey: EnvironmentKey { static let defaultValue = HostScreen() }

extension EnvironmentValues {
    var hostScreen: HostScreen {
        get { self[HostScreenKey.self] } set { self[HostScreenKey.self] = newValue }
    }
}

/// A rounded rectangle over a given rectangle of the view's coordinates rather than its
/// bounds: the screen's outline, to clip a presenter scaled back behind a sheet.
struct ScreenOutline: Shape {
    let rect: CGRect
    let cornerRadius: CGFloat
    func path(in _: CGRect) -> Path { RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).path(in: rect) }
}
