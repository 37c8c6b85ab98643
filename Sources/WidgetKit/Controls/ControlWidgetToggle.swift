import AppIntents
import LayoutDSL

/// A control that turns something on and off (Apple's `ControlWidgetToggle`, iOS 18): its title,
/// its state and the intent that sets it, and a label of the state (`valueLabel`), by default
/// `ControlWidgetToggleDefaultLabel`.
@MainActor @preconcurrency public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate {
    public let isOn: Bool
    public let action: Action
    let label: () -> Label
    let valueLabel: (Bool) -> ValueLabel

    /// The title, and the label of the current state.
    public var title: Label { label() }
    public var stateLabel: ValueLabel { valueLabel(isOn) }

    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        self.isOn = isOn
        self.action = action
        self.label = label
        self.valueLabel = valueLabel
    }

    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: label, valueLabel: ControlWidgetToggleDefaultLabel.init(isOn:))
    }

    // Unreachable, as `StaticConfiguration.body`: WidgetKit traps there too.
    public var body: Never { return fatalError("ControlWidgetToggle has no body") }
}

extension ControlWidgetToggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Bool, action: Action,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleResource) }, valueLabel: valueLabel)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        let title = String(title)
        self.init(isOn: isOn, action: action, label: { Text(verbatim: title) }, valueLabel: valueLabel)
    }
}

/// A toggle's state as the system labels it (Apple's `ControlWidgetToggleDefaultLabel`): "On" or
/// "Off", as Control Center shows under a toggle's title.
@MainActor @preconcurrency public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    init(isOn: Bool) { self.isOn = isOn }
    public var body: some View { Text(isOn ? "On" : "Off") }
}
