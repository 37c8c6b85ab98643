/// The label on the leading side and an iOS switch on the trailing side, the row as wide as it
/// is offered (a `Spacer` between them), as a Toggle shows in a settings row; with
/// `.labelsHidden()`, the switch alone.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// The deprecated `init(tint:)`'s colour for the track when on; nil: the environment's tint.
    var tint: Color?
    public init() {}
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(configuration: configuration).transformEnvironment(\.tintStyle) { if let tint { $0 = AnyShapeStyle(tint) } }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The row a switch toggle draws, which reads whether labels are hidden.
nonisolated private struct SwitchRow: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            SystemSwitch(isOn: configuration.$isOn)
        } else {
            HStack {
                configuration.label
                Spacer()
                SystemSwitch(isOn: configuration.$isOn)
            }
        }
    }
}
