/// What a `ToggleStyle` gets of a toggle: its label, the binding it flips, and whether it
/// stands for several values that disagree (`isMixed`, a toggle of `sources`: Apple's "whether
/// the toggle is in a mixed state … some of the sources are on and some off").
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased, as SwiftUI's `ToggleStyleConfiguration.Label`.
    public typealias Label = _StyleConfigurationPart<_ToggleLabelRole>

    public let label: Label
    @Binding public var isOn: Bool
    public var isMixed: Bool = false
}
