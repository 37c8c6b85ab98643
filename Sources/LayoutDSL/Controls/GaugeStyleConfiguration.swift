/// What a `GaugeStyle` gets of a gauge: the value as a fraction of its bounds and its labels.
public struct GaugeStyleConfiguration {
    public typealias Label = _StyleConfigurationPart<_GaugeLabelRole>
    public typealias CurrentValueLabel = _StyleConfigurationPart<_GaugeCurrentValueLabelRole>
    public typealias MarkedValueLabel = _StyleConfigurationPart<_GaugeMarkedValueLabelRole>
    public typealias MinimumValueLabel = _StyleConfigurationPart<_GaugeMinimumValueLabelRole>
    public typealias MaximumValueLabel = _StyleConfigurationPart<_GaugeMaximumValueLabelRole>

    /// The value within the bounds, 0…1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}
