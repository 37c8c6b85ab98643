/// Shows a sheet or a full-screen cover over its presenter, as iOS draws it on iPhone. In iOS 18 a
/// sheet at the large detent slides over the presenter, which shrinks about the screen's top
/// centre down to the top safe area and rounds its corners on black; a shorter sheet leaves the
/// presenter in place. In iOS 26 (the Liquid Glass design, `SheetMetrics`) the presenter stays in
/// place; a large sheet reaches the top safe area, a shorter one floats on glass, inset from the
/// screen's sides and bottom. Either dims the presenter (unless background interaction is
/// enabled), its tint turning grey (`TintAdjustmentMode`). The sheet's
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
    @Environment(\.systemDesign) private var design
    @Environment(\.colorScheme) private var colorScheme

    private var sheetHeight: CGFloat {
        options.shownDetent.sheetHeight(screen: geometry.screen.size, safeArea: geometry.safeArea, design: design)
    }

    private var isLarge: Bool {
        sheetHeight >= PresentationDetent.large.sheetHeight(screen: geometry.screen.size, safeArea: geometry.safeArea, design: design)
    }

    private var scalesPresenter: Bool { sheet != nil && style == .sheet && design == .compatibility && isLarge }

    private var dimsPresenter: Bool {
        style == .sheet && options.dimsPresenter(screen: geometry.screen.size, safeArea: geometry.safeArea, design: design)
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
            .environment(\.barContainerCornerRadius, style == .sheet && design == .liquidGlass ? glassCornerRadius : nil)
            .environment(\.dismiss, DismissAction(action: dismiss))
            .environment(\.isPresented, true)
            .onPreferenceChange(PresentationOptionsKey.self) { options = $0 }
            .presentedContent(dimsPresenter: dimsPresenter)
        return ZStack(alignment: .bottom) {
            if dimsPresenter {
                Color.black.opacity(SheetMetrics.dimmingOpacity(design, colorScheme))
            }
            switch style {
            case .sheet where design == .liquidGlass && !isLarge: floatingCard(content)
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
        let radius = design == .liquidGlass ? glassCornerRadius : options.cornerRadius ?? SheetMetrics.cornerRadius
        return backed(content.frame(maxWidth: .infinity, maxHeight: .infinity)
                          .padding(.bottom, geometry.safeArea.bottom)
                          .frame(height: sheetHeight),
                      standard: SheetMetrics.background)
            .overlay(alignment: .top) { grabber }
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous))
    }

    /// iOS 26's sheet below the large detent: inset from the screen's sides and bottom, rounded all
    /// round, on its glass (`SheetMetrics.floatingBackground`, the alert's rim) unless the code gives
    /// a background; the content keeps clear of the home indicator's inset where the card reaches
    /// into it.
    private func floatingCard(_ content: some View) -> some View {
        let inset = SheetMetrics.floatingInset
        let shape = RoundedRectangle(cornerRadius: glassCornerRadius, style: .continuous)
        let laidOut = content.frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding(.bottom, max(geometry.safeArea.bottom - inset, 0))
            .frame(height: max(sheetHeight - inset, 0))
        return Group {
            if options.backgroundView != nil || options.background != nil {
                backed(laidOut, standard: SheetMetrics.background)
            } else {
                laidOut.background(SheetMetrics.floatingBackground, in: shape)
                    .overlay(shape.strokeBorder(GlassAlertMetrics.rim, lineWidth: 1))
            }
        }
            .overlay(alignment: .top) { grabber }
            .clipShape(shape)
            .padding([.horizontal, .bottom], inset)
    }

    /// A Liquid Glass sheet's corners: the code's `presentationCornerRadius`, else the large sheet's
    /// or the floating one's.
    private var glassCornerRadius: CGFloat {
        options.cornerRadius ?? (isLarge ? SheetMetrics.glassLargeCornerRadius : SheetMetrics.floatingCornerRadius)
    }

    @ViewBuilder private var grabber: some View {
        if options.showsDragIndicator {
            Capsule().fill(SheetMetrics.grabberColor)
                .frame(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
                .padding(.top, SheetMetrics.grabberTop)
        }
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
