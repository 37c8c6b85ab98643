/// What a `ProgressViewStyle` gets of a progress view: the fraction completed (nil:
/// indeterminate) and the labels the view was given.
public struct ProgressViewStyleConfiguration {
    public typealias Label = _StyleConfigurationPart<_ProgressViewLabelRole>
    public typealias CurrentValueLabel = _StyleConfigurationPart<_ProgressViewCurrentValueLabelRole>

    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}
