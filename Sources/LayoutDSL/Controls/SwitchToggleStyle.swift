/// The label on the leading side and an iOS switch on the trailing side, the row as wide as it
/// is offered (a `Spacer` between them), as a Toggle shows in a settings row.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            SystemSwitch(isOn: configuration.$isOn)
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
