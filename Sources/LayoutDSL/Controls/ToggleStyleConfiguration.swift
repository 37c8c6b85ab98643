/// What a `ToggleStyle` gets of a toggle: its label and the binding it flips.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased, as SwiftUI's `ToggleStyleConfiguration.Label`.
    public typealias Label = _StyleConfigurationPart<_ToggleLabelRole>

    public let label: Label
    @Binding public var isOn: Bool
}
