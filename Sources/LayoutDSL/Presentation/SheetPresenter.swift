/// Shows a sheet or a full-screen cover over its presenter, as iOS 17 draws it on iPhone: a
/// sheet at the large detent slides over the presenter, which shrinks about the screen's top
/// centre down to the top safe area and rounds its corners on black; a shorter sheet leaves the
/// presenter in place. Either dims it (unless background interaction is enabled), its tint
/// turning grey (`TintAdjustmentMode`). The sheet's
/// content gets the elevated background, the top corner radius, the grabber, and its own safe
/// area (no top inset, the home-indicator inset at the bottom); a cover fills the screen.
/// `\.dismiss` inside closes the presentation. The presentation covers the screen wherever the
/// presenter sits (the screen's root, or a button in a row, as `ShareLink` and `ColorPicker`
/// present), from `PresenterGeometry`.
struct SheetPresenter<Presenter: View, Sheet: View> {
    enum Style { case sheet, fullScreenCover }

    let presenter: Presenter
    let style: Style
    /// The content while presented, else nil.
    let sheet: Sheet?
    let dismiss: () -> Void
    @State private var geometry = PresenterGeometry()
    @State private var options = PresentationOptions()

    private var sheetHeight: CGFloat {
        options.shownDetent.sheetHeight(screen: geometry.screen.size, safeArea: geometry.safeArea)
    }

    private var scalesPresenter: Bool {
        sheet != nil && style == .sheet &&
            sheetHeight >= PresentationDetent.large.sheetHeight(screen: geometry.screen.size, safeArea: geometry.safeArea)
    }

    var body: some View {
        presenter
            .clipShape(ScreenOutline(rect: geometry.screenInPresenter,
                                     cornerRadius: scalesPresenter ? SheetMetrics.cornerRadius / SheetMetrics.presenterScale : 0))
            .scaleEffect(scalesPresenter ? SheetMetrics.presenterScale : 1, anchor: screenTopAnchor)
            .offset(y: scalesPresenter ? geometry.safeArea.top : 0)
            .background { if scalesPresenter { Color.black.ignoresSafeArea() } }
            .reportingPresenterGeometry()
            .onPreferenceChange(PresenterGeometryKey.self) { geometry = $0 }
            .overlay(alignment: .topLeading) {
                if let sheet {
                    let screen = geometry.screenInPresenter
                    presentation(sheet)
                        .frame(width: screen.width, height: screen.height)
                        .ignoringPresenterSafeArea()
                        .presentationLayer()
                        .offset(x: screen.minX, y: screen.minY)
                }
            }
    }

    /// The screen's top centre, as a unit point of the presenter's frame.
    private var screenTopAnchor: UnitPoint {
        let screen = geometry.screenInPresenter, size = geometry.frame.size
        guard size.width > 0, size.height > 0 else { return .top }
        return UnitPoint(x: screen.midX / size.width, y: screen.minY / size.height)
    }

    private func presentation(_ sheet: Sheet) -> some View {
        let content = sheet
            .environment(\.dismiss, DismissAction(action: dismiss))
            .environment(\.isPresented, true)
            .onPreferenceChange(PresentationOptionsKey.self) { options = $0 }
            .presentedContent(dimsPresenter: style == .sheet
                                  && options.dimsPresenter(screen: geometry.screen.size, safeArea: geometry.safeArea))
        return ZStack(alignment: .bottom) {
            if style == .sheet, options.dimsPresenter(screen: geometry.screen.size, safeArea: geometry.safeArea) {
                Color.black.opacity(SheetMetrics.dimmingOpacity)
            }
            switch style {
            case .sheet: sheetCard(content)
            case .fullScreenCover:
                backed(content.frame(maxWidth: .infinity, maxHeight: .infinity).padding(geometry.safeArea),
                       standard: Color.systemBackground)
            }
        }
    }

    /// The card: the content above the home-indicator inset, on the background that reaches
    /// the screen's bottom, the top corners rounded, the grabber over the top.
    private func sheetCard(_ content: some View) -> some View {
        let radius = options.cornerRadius ?? SheetMetrics.cornerRadius
        return backed(content.frame(maxWidth: .infinity, maxHeight: .infinity)
                          .padding(.bottom, geometry.safeArea.bottom)
                          .frame(height: sheetHeight),
                      standard: SheetMetrics.background)
            .overlay(alignment: .top) {
                if options.showsDragIndicator {
                    Capsule().fill(SheetMetrics.grabberColor)
                        .frame(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
                        .padding(.top, SheetMetrics.grabberTop)
                }
            }
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous))
    }

    /// The presentation on its background: the view of `presentationBackground(alignment:content:)`
    /// at its alignment, else the style of `presentationBackground(_:)`, else the system's.
    @ViewBuilder private func backed(_ presentation: some View, standard: some ShapeStyle) -> some View {
        if let view = options.backgroundView {
            presentation.background(alignment: view.alignment) { view.content }
        } else {
            presentation.background(options.background ?? AnyShapeStyle(standard))
        }
    }
}

extension SheetPresenter: View {}
