/// What a `ControlGroupStyle` gets of a control group: its controls and its label.
public struct ControlGroupStyleConfiguration {
    public typealias Label = _StyleConfigurationPart<_ControlGroupLabelRole>
    public typealias Content = _StyleConfigurationPart<_ControlGroupContentRole>

    public let content: Content
    public let label: Label
}
