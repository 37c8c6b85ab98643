/// One item a screen's toolbar content resolved to: the view and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    var content: AnyView
    /// For a `ToolbarSpacer`, its sizing: the Liquid Glass bars draw it as a gap between platters.
    var spacer: SpacerSizing? = nil
    /// Whether the item shares its group's glass platter (`sharedBackgroundVisibility(_:)`).
    var sharesBackground = true
    /// The role of a button that is the item by itself (`.toolbar { Button(role: .confirm) {…} }`).
    var role: ButtonRole? = nil
    /// For a `DefaultToolbarItem`, the system item it places (`NavigationScreen.barItems` gives
    /// it its view).
    var defaultKind: ToolbarDefaultItemKind.Kind? = nil
    /// Whether the item takes the room its bar leaves and draws its own background, as an expanded
    /// search field does (`ToolbarSearchItem`), rather than sitting on a platter.
    var fills = false
    /// How long the item stays in its bar as room runs out (`visibilityPriority(_:)`).
    var visibilityPriority = ToolbarItemVisibilityPriority.automatic

    /// Whether the item confirms: at the confirmation placement, or a button with the confirm
    /// role ("the standard done button (prominent in toolbar)", Apple's developer forums,
    /// thread 791292), drawn as UIKit draws a prominent or done bar item.
    var confirms: Bool { placement.isConfirmation || role == .confirm }
}

extension ToolbarEntry {
    /// The entry of `view` at `placement`, knowing its role when the view is a button.
    init(placement: ToolbarItemPlacement, view: some View) {
        self.init(placement: placement, content: AnyView(view), role: (view as? any RoledButton)?.role)
    }
}

/// A view that is a button, whose role a toolbar reads.
protocol RoledButton {
    var role: ButtonRole? { get }
}
