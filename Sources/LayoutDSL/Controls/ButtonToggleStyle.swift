/// A toggle drawn as a button whose label is tinted: on, it has the bordered button's tinted
/// fill; off, the same insets with no fill, so the button keeps its size (how iOS shows
/// `.toggleStyle(.button)`, estimated from screenshots). A tap flips the binding.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        let button = PrimitiveButtonStyleConfiguration(label: .init(configuration.label), role: nil, action: { isOn.wrappedValue.toggle() })
        return PressableButton(configuration: button, style: SystemButtonStyle(kind: .toggle(isOn: isOn.wrappedValue)))
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
