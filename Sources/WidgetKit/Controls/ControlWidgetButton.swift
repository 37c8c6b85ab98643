import AppIntents
import LayoutDSL

/// A control that runs an intent (Apple's `ControlWidgetButton`, iOS 18): its title, the intent,
/// and a label while the action runs (`actionLabel`, given whether it is running), by default
/// `ControlWidgetButtonDefaultActionLabel`.
@MainActor @preconcurrency public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate {
    public let action: Action
    let label: () -> Label
    let actionLabel: (Bool) -> ActionLabel

    /// The title, and the label while the action is running or not.
    public var title: Label { label() }
    public func actionLabel(isRunning: Bool) -> ActionLabel { actionLabel(isRunning) }

    public init(action: Action, @ViewBuilder label: @escaping () -> Label,
                @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {
        self.action = action
        self.label = label
        self.actionLabel = actionLabel
    }

    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        self.init(action: action, label: label, actionLabel: { _ in ControlWidgetButtonDefaultActionLabel() })
    }

    // Unreachable, as `StaticConfiguration.body`: WidgetKit traps there too.
    public var body: Never { return fatalError("ControlWidgetButton has no body") }
}

extension ControlWidgetButton where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        self.init(action: action, label: { Text(titleKey) }, actionLabel: actionLabel)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        self.init(action: action, label: { Text(titleResource) }, actionLabel: actionLabel)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        let title = String(title)
        self.init(action: action, label: { Text(verbatim: title) }, actionLabel: actionLabel)
    }
}

/// A button's label while its action runs, when the control gives none (Apple's
/// `ControlWidgetButtonDefaultActionLabel`): nothing besides the control's own title.
@MainActor @preconcurrency public struct ControlWidgetButtonDefaultActionLabel: View {
    init() {}
    public var body: some View { EmptyView() }
}
