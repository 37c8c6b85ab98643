/// What a `GroupBoxStyle` gets of a group box: its label and content, type-erased.
public struct GroupBoxStyleConfiguration {
    public typealias Label = _StyleConfigurationPart<_GroupBoxLabelRole>
    public typealias Content = _StyleConfigurationPart<_GroupBoxContentRole>

    public let label: Label
    public let content: Content
}
