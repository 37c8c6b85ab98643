import LayoutDSL

/// A tip drawn in place (Apple's documentation of `TipView`,
/// https://developer.apple.com/documentation/tipkit/tipview): while the tip displays
/// (`Tip.status`), its content (`TipContent`) on a rounded card of the secondary system
/// background; otherwise nothing, taking no space, as on iOS before `Tips.configure()`.
public struct TipView<Content: Tip>: View {
    let tip: Content
    let arrowEdge: Edge?
    let action: (Tips.Action) -> Void
    @Environment(\.tipAppearance) private var appearance

    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
        self.action = action
    }

    public var body: some View {
        if tip.shouldDisplay {
            let tip = tip
            TipContent(title: tip.title, message: tip.message, image: tip.image, actions: tip.actions,
                       close: { tip.invalidate(reason: .tipClosed) }, action: action)
                .background(appearance.background ?? AnyShapeStyle(Color(uiColor: .secondarySystemBackground)),
                            in: RoundedRectangle(cornerRadius: appearance.cornerRadius, style: .continuous))
        }
    }
}
