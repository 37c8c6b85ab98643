/// The screen a document launch view draws (iOS 18; Apple's documentation of
/// `DocumentLaunchView` and `DocumentGroupLaunchScene`, and the WWDC24 session "Evolve your
/// document launch experience"): the background out to the screen's edges (the system
/// background unless given, as `DocumentGroupLaunchScene`'s default `BackgroundStyle()`), the
/// title in bold large-title type above the actions, centred in the space above the document
/// browser, which iOS shows in a sheet along the bottom. The background accessory is drawn
/// behind the title and the overlay accessory in front of it, each given the screen's frame and
/// the title's. The browser lists the files of the app's container; a render has none, so the
/// sheet is drawn empty, with its grabber. A view without a title draws none: the app's name,
/// which iOS shows in its place, comes from an Info.plist that is not here.
nonisolated struct DocumentLaunchScreen: View {
    let title: Text?
    let actions: AnyView
    let background: AnyView?
    let backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?
    let overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?

    @MainActor var body: some View {
        GeometryReader { screen in
            let sheetHeight = (screen.size.height * DocumentLaunchMetrics.browserFraction).rounded()
            ZStack(alignment: .bottom) {
                titleAndActions
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .padding(.bottom, sheetHeight)
                    .backgroundPreferenceValue(DocumentLaunchTitleKey.self) { accessory(backgroundAccessory, title: $0) }
                    .overlayPreferenceValue(DocumentLaunchTitleKey.self) { accessory(overlayAccessory, title: $0) }
                browserSheet(height: sheetHeight, bottomInset: screen.safeAreaInsets.bottom)
            }
        }
        .background { (background ?? AnyView(Rectangle().fill(BackgroundStyle()))).ignoresSafeArea() }
    }

    @MainActor private var titleAndActions: some View {
        VStack(spacing: DocumentLaunchMetrics.titleSpacing) {
            title?
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
                .anchorPreference(key: DocumentLaunchTitleKey.self, value: .bounds) { $0 }
            VStack(spacing: DocumentLaunchMetrics.actionSpacing) { actions }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .controlSize(.large)
        }
        .padding(.horizontal, DocumentLaunchMetrics.horizontalMargin)
    }

    @ViewBuilder
    private func accessory(_ make: ((DocumentLaunchGeometryProxy) -> AnyView)?, title: Anchor<CGRect>?) -> some View {
        if let make {
            GeometryReader { proxy in
                make(DocumentLaunchGeometryProxy(frame: proxy.frame(in: .local), titleViewFrame: title.map { proxy[$0] } ?? .zero))
            }
        }
    }

    /// The browser's sheet: the elevated background from its top to the screen's bottom, the top
    /// corners rounded and the grabber over them, as a sheet is drawn.
    private func browserSheet(height: CGFloat, bottomInset: CGFloat) -> some View {
        Rectangle().fill(SheetMetrics.background)
            .overlay(alignment: .top) {
                Capsule().fill(SheetMetrics.grabberColor)
                    .frame(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
                    .padding(.top, SheetMetrics.grabberTop)
            }
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: SheetMetrics.cornerRadius, topTrailingRadius: SheetMetrics.cornerRadius,
                                              style: .continuous))
            .frame(height: height + bottomInset)
            .offset(y: bottomInset)
    }
}

/// The title's bounds, for the accessory views' `titleViewFrame`.
struct DocumentLaunchTitleKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// The launch screen's proportions (estimates from the WWDC24 session's iPhone screenshots: the
/// browser's sheet takes the lower 45 % of the screen, the title sits 24 pt above the actions,
/// which are large capsule buttons 12 pt apart, inside the 16 pt margins).
enum DocumentLaunchMetrics {
    static let browserFraction: CGFloat = 0.45
    static let titleSpacing: CGFloat = 24
    static let actionSpacing: CGFloat = 12
    static let horizontalMargin: CGFloat = 16
}
