/// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`: on an iPhone a popover adapts to
/// a sheet ("a popover appears as a sheet on iPhone", Apple HIG, Popovers) unless its content
/// asks otherwise with `presentationCompactAdaptation(_:)`: `.popover` or `.none` keep it a
/// popover (`PopoverPresenter`), `.fullScreenCover` covers the screen. The content tells its
/// presenter as SwiftUI's does, by a preference read while it is shown.
struct PopoverModifier<Popover: View> {
    let isPresented: Binding<Bool>
    let attachmentAnchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?
    let popover: () -> Popover
    @State private var adaptations = CompactAdaptations()
    @Environment(\.horizontalSizeClass) private var width
    @Environment(\.verticalSizeClass) private var height

    func body(content: Content) -> some View {
        let reported = $adaptations, popover = popover
        let shown = { popover().onPreferenceChange(PresentationCompactAdaptationKey.self) { reported.wrappedValue = $0 } }
        return Group {
            switch adaptations.resolved(horizontal: width, vertical: height).kind {
            case .popover, .none:
                PopoverPresenter(presenter: content, isPresented: isPresented, attachmentAnchor: attachmentAnchor,
                                 arrowEdge: arrowEdge, popover: shown)
            case .fullScreenCover:
                content.fullScreenCover(isPresented: isPresented, content: shown)
            case .automatic, .sheet:
                content.sheet(isPresented: isPresented, content: shown)
            }
        }
    }
}

extension PopoverModifier: ViewModifier {}

/// A popover drawn as one over the screen (`PopoverPlacement`, `PopoverShape`, `PopoverMetrics`):
/// its content at its ideal size (UIKit sizes it to the content's preferred size), on the
/// popover's material, the arrow's tip on the source (the presenter's bounds, or the attachment
/// anchor's rectangle or point in them). The screen behind is not darkened, but its tint turns
/// grey (UIKit's popover presentation dims the presenting view by default, iOS 18.2 decompiled:
/// see `TintAdjustmentMode`); a tap outside the popover dismisses it. In the Liquid Glass design
/// the body is glass with larger corners (`GlassPopoverMetrics`), centred when no side of the
/// source holds it (`PopoverPlacement.glassContent(for:)`).
struct PopoverPresenter<Presenter: View, Popover: View> {
    let presenter: Presenter
    let isPresented: Binding<Bool>
    let attachmentAnchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?
    let popover: () -> Popover
    @State private var geometry = PresenterGeometry()
    @Environment(\.systemDesign) private var design

    var body: some View {
        let screen = geometry.screenInPresenter, isPresented = isPresented, glass = design == .liquidGlass
        let source = attachmentAnchor.rect(in: geometry.frame)
        let radius = glass ? GlassPopoverMetrics.cornerRadius : PopoverMetrics.cornerRadius
        let placement = PopoverPlacement(source: source, screen: geometry.screen, safeArea: geometry.safeArea, arrowEdge: arrowEdge,
                                         cornerRadius: radius)
        return presenter
            .reportingPresenterGeometry(isPresented.wrappedValue)
            .onPreferenceChange(PresenterGeometryKey.self) { geometry = $0 }
            .screenLayer(isPresented.wrappedValue, screen: screen, measure: .unspecified,
                         place: { glass ? placement.glassContent(for: $0) : placement.frame(for: $0).content },
                         dismiss: { isPresented.wrappedValue = false }) {
                popover()
                    .presentedContent(dimsPresenter: true)
                    .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
                    .background { PopoverBackground(source: source, glass: glass) }
            }
    }
}

extension PopoverPresenter: View {}

/// Behind a popover's content: the popover's outline around it (the arrow reaching out to
/// `source`, both in global coordinates) on the material, over a soft shadow of the body (a
/// layer of its own beneath, as for a menu's platter: the material then blurs what is behind);
/// in the Liquid Glass design on the glass with its rim, over the glass menu's shadow.
nonisolated struct PopoverBackground: View {
    let source: CGRect
    let glass: Bool
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        GeometryReader { proxy in
            let content = proxy.frame(in: .global)
            let radius = glass ? GlassPopoverMetrics.cornerRadius : PopoverMetrics.cornerRadius
            let frame = PopoverPlacement.Frame(content: content, source: source, cornerRadius: radius)
            let outline = PopoverShape(frame: frame, origin: frame.popover.origin)
            ZStack(alignment: .topLeading) {
                if glass {
                    RoundedRectangle(cornerRadius: radius)
                        .fill(Color.black.opacity(GlassMenuMetrics.shadowOpacity))
                        .offset(y: GlassMenuMetrics.shadowOffset).blur(radius: GlassMenuMetrics.shadowBlur)
                } else {
                    RoundedRectangle(cornerRadius: radius, style: .continuous)
                        .fill(Color.black.opacity(colorScheme == .dark ? MenuMetrics.shadowOpacityDark : MenuMetrics.shadowOpacityLight))
                        .blur(radius: MenuMetrics.shadowRadius / 2)
                }
                // In a frame of the whole popover, so that the fill covers the arrow too. The glass's
                // rim runs inside the body's edge; the arrow, laid over it, joins the body without a seam.
                Group {
                    if glass {
                        outline.fill(GlassPopoverMetrics.background)
                            .overlay(alignment: .topLeading) {
                                RoundedRectangle(cornerRadius: radius)
                                    .strokeBorder(GlassPopoverMetrics.rim, lineWidth: 1)
                                    .frame(width: content.width, height: content.height)
                                    .offset(x: content.minX - frame.popover.minX, y: content.minY - frame.popover.minY)
                            }
                            .overlay(PopoverShape(frame: frame, origin: frame.popover.origin, arrowOnly: true)
                                .fill(GlassPopoverMetrics.background))
                    } else {
                        outline.fill(Material.menu)
                    }
                }
                .frame(width: frame.popover.width, height: frame.popover.height)
                .offset(x: frame.popover.minX - content.minX, y: frame.popover.minY - content.minY)
            }
        }
    }
}

extension PopoverAttachmentAnchor {
    /// The source rectangle in the coordinates `bounds` is given in.
    func rect(in bounds: CGRect) -> CGRect {
        switch self {
        case .rect(let source):
            return source.make(CGRect(origin: .zero, size: bounds.size)).offsetBy(dx: bounds.minX, dy: bounds.minY)
        case .point(let point):
            return CGRect(x: bounds.minX + point.x * bounds.width, y: bounds.minY + point.y * bounds.height, width: 0, height: 0)
        }
    }
}
