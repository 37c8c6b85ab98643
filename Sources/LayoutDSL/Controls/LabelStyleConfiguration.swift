/// What a `LabelStyle` gets of a label: its title and icon, type-erased.
public struct LabelStyleConfiguration {
    /// The label's title, as SwiftUI's `LabelStyleConfiguration.Title`.
    public typealias Title = _StyleConfigurationPart<_LabelTitleRole>
    /// The label's icon, as SwiftUI's `LabelStyleConfiguration.Icon`.
    public typealias Icon = _StyleConfigurationPart<_LabelIconRole>

    public let title: Title
    public let icon: Icon
}
