/// What a `ButtonStyle` gets of a button: its label, its role, and whether a finger is down on it.
public struct ButtonStyleConfiguration {
    public typealias Label = PrimitiveButtonStyleConfiguration.Label
    public let label: Label
    public let role: ButtonRole?
    public let isPressed: Bool
}
