/// What a `PrimitiveButtonStyle` gets of a button: its label, its role, and `trigger()`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased, as SwiftUI's `PrimitiveButtonStyleConfiguration.Label`.
    public typealias Label = _StyleConfigurationPart<_ButtonLabelRole>

    public let label: Label
    public let role: ButtonRole?
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}
