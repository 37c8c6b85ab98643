/// What a sheet's content asks of its presentation (detents, drag indicator, corner radius,
/// background, dismissal), gathered as a preference the presenter reads: the modifiers sit
/// inside the sheet, the chrome they change outside it. The outermost modifier wins, as a
/// later `.presentationDetents` on the same content replaces an earlier one in SwiftUI.
struct PresentationOptions: Equatable {
    var detents: [PresentationDetent]?
    var selectedDetent: PresentationDetent?
    var dragIndicator: Visibility?
    var cornerRadius: CGFloat?
    var background: AnyShapeStyle?
    /// `presentationBackground(alignment:content:)`: a view behind the presentation instead.
    var backgroundView: BackgroundView?
    /// Shape styles and views are not comparable; their description tells a changed background apart.
    var backgroundDescription: String?
    var interactiveDismissDisabled: Bool?
    var backgroundInteraction: PresentationBackgroundInteraction?

    /// The detent the sheet shows: the selected one, else the first (SwiftUI's default is `.large`).
    var shownDetent: PresentationDetent { selectedDetent ?? detents?.first ?? .large }

    /// `.automatic` shows the indicator when the sheet can be resized (more than one detent),
    /// as SwiftUI's `presentationDragIndicator` documents.
    var showsDragIndicator: Bool {
        switch dragIndicator ?? .automatic {
        case .visible: true
        case .hidden: false
        case .automatic: (detents?.count ?? 1) > 1
        }
    }

    /// Whether the presenter is dimmed behind the sheet at its shown detent: always, unless
    /// background interaction is enabled (up through a detent at least as tall as the shown one).
    func dimsPresenter(screen: CGSize, safeArea: EdgeInsets, design: SystemDesign) -> Bool {
        guard case .enabled(let limit) = backgroundInteraction?.kind else { return true }
        guard let limit else { return false }
        return shownDetent.sheetHeight(screen: screen, safeArea: safeArea, design: design)
            > limit.sheetHeight(screen: screen, safeArea: safeArea, design: design)
    }

    struct BackgroundView {
        let content: AnyView
        let alignment: Alignment
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.detents == rhs.detents && lhs.selectedDetent == rhs.selectedDetent && lhs.dragIndicator == rhs.dragIndicator
            && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundDescription == rhs.backgroundDescription
            && lhs.backgroundView?.alignment == rhs.backgroundView?.alignment
            && lhs.interactiveDismissDisabled == rhs.interactiveDismissDisabled && lhs.backgroundInteraction == rhs.backgroundInteraction
    }
}

struct PresentationOptionsKey: PreferenceKey {
    static let defaultValue = PresentationOptions()
    /// A sheet's content is one view; siblings' options (rare) merge, the first one's fields winning.
    static func reduce(value: inout PresentationOptions, nextValue: () -> PresentationOptions) {
        let next = nextValue()
        value.detents = value.detents ?? next.detents
        value.selectedDetent = value.selectedDetent ?? next.selectedDetent
        value.dragIndicator = value.dragIndicator ?? next.dragIndicator
        value.cornerRadius = value.cornerRadius ?? next.cornerRadius
        if value.background == nil, value.backgroundView == nil {
            value.background = next.background; value.backgroundView = next.backgroundView
            value.backgroundDescription = next.backgroundDescription
        }
        value.interactiveDismissDisabled = value.interactiveDismissDisabled ?? next.interactiveDismissDisabled
        value.backgroundInteraction = value.backgroundInteraction ?? next.backgroundInteraction
    }
}
