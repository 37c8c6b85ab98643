/// What a `LabeledContentStyle` gets of labeled content: its label and content, type-erased.
public struct LabeledContentStyleConfiguration {
    public typealias Label = _StyleConfigurationPart<_LabeledContentLabelRole>
    public typealias Content = _StyleConfigurationPart<_LabeledContentContentRole>

    public let label: Label
    public let content: Content
}
