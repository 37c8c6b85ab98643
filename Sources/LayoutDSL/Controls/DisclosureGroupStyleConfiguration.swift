/// What a `DisclosureGroupStyle` gets of a disclosure group: its label, its content and the
/// binding to whether it is expanded.
public struct DisclosureGroupStyleConfiguration {
    public typealias Label = _StyleConfigurationPart<_DisclosureGroupLabelRole>
    public typealias Content = _StyleConfigurationPart<_DisclosureGroupContentRole>

    public let label: Label
    public let content: Content
    @Binding public var isExpanded: Bool
}
