/// What a `MenuStyle` gets of a menu: its label, its content (the items a tap would show) and
/// its primary action, if any.
public struct MenuStyleConfiguration {
    public typealias Label = _StyleConfigurationPart<_MenuLabelRole>
    public typealias Content = _StyleConfigurationPart<_MenuContentRole>

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    /// Opens the menu: what a tap on the label does when there is no primary action.
    var open: () -> Void = {}
    /// Whether a style made the menu from this configuration (`Menu(configuration)`): that menu
    /// opens the one whose style it is.
    var isOwnedByStyle = false

    /// What a tap on the menu's label does: the primary action, else opening the menu.
    var tapAction: () -> Void { primaryAction ?? open }
}
