/// What a `MenuStyle` gets of a menu: its label, its content (the items a tap would show) and
/// its primary action, if any.
public struct MenuStyleConfiguration {
    public typealias Label = _StyleConfigurationPart<_MenuLabelRole>
    public typealias Content = _StyleConfigurationPart<_MenuContentRole>

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}
