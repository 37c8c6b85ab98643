import LayoutDSL

extension View {
    /// Shows `tip` in a popover pointing at this view while it displays (Apple's documentation of
    /// `popoverTip(_:arrowEdge:action:)`, iOS 18's signature): a popover even on iPhone, as iOS
    /// keeps tips, laid out at `TipViewMetrics.popoverWidth` (estimate) on the popover's material.
    /// `arrowEdge` is the tip's edge that holds the arrow (`.top`: the tip below this view); nil
    /// lets the popover go where it fits best, as UIKit places popovers.
    public func popoverTip(_ tip: some Tip, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
        modifier(PopoverTipModifier(tip: tip, arrowEdge: arrowEdge, action: action))
    }
}

/// The popover of `popoverTip`, shown while the tip displays; closing it invalidates the tip.
struct PopoverTipModifier<T: Tip>: ViewModifier {
    let tip: T
    let arrowEdge: Edge?
    let action: (Tips.Action) -> Void

    func body(content: Content) -> some View {
        let tip = tip
        let shown = Binding(get: { tip.shouldDisplay }, set: { if !$0 { tip.invalidate(reason: .tipClosed) } })
        // The popover's `arrowEdge` is the source's edge the arrow points at, the one facing the tip's.
        let sourceEdge: Edge? = switch arrowEdge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        case nil: nil
        }
        return content.popover(isPresented: shown, arrowEdge: sourceEdge) {
            TipContent(title: tip.title, message: tip.message, image: tip.image, actions: tip.actions,
                       close: { tip.invalidate(reason: .tipClosed) }, action: action)
                .frame(width: TipViewMetrics.popoverWidth)
                .presentationCompactAdaptation(.popover)
        }
    }
}
