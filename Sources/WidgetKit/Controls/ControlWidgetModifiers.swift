import LayoutDSL

/// A control's settings (WidgetKit's configuration and template modifiers of iOS 18): what the
/// modifiers set, for the code that reads a control back.
public struct _ControlWidgetSettings: Sendable {
    public var displayName: LocalizedStringResource?
    public var description: LocalizedStringResource?
    public var promptsForUserConfiguration = false
    public var tint: Color?
    public var isPrivacySensitive = false
    public var isDisabled = false
}

/// A configuration or template with settings applied over its content's.
@MainActor @preconcurrency public struct _ModifiedControlWidget<Content>: ControlWidgetConfiguration, ControlWidgetTemplate {
    public let content: Content
    public let settings: _ControlWidgetSettings

    init(_ content: Content, _ change: (inout _ControlWidgetSettings) -> Void) {
        var settings = (content as? _ModifiedControlWidgetSettings)?.controlSettings ?? _ControlWidgetSettings()
        change(&settings)
        self.content = content
        self.settings = settings
    }

    // Unreachable, as `StaticConfiguration.body`: WidgetKit traps there too.
    public var body: Never { return fatalError("a modified control has no body") }
}

/// What a modified control holds, whatever its content's type.
protocol _ModifiedControlWidgetSettings { var controlSettings: _ControlWidgetSettings { get } }

extension _ModifiedControlWidget: _ModifiedControlWidgetSettings {
    var controlSettings: _ControlWidgetSettings { settings }
}

extension ControlWidgetConfiguration {
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        _ModifiedControlWidget(self) { $0.displayName = displayName }
    }

    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        _ModifiedControlWidget(self) { $0.description = description }
    }

    /// Asks for a configuration when the control is added (iOS 18).
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        _ModifiedControlWidget(self) { $0.promptsForUserConfiguration = true }
    }

    /// Updates the control by push notifications handled by `pushHandlerType`: none arrive here.
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration {
        _ModifiedControlWidget(self) { _ in }
    }
}

extension ControlWidgetTemplate {
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate { _ModifiedControlWidget(self) { $0.tint = tint } }

    public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate {
        _ModifiedControlWidget(self) { $0.isPrivacySensitive = sensitive }
    }

    public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate {
        _ModifiedControlWidget(self) { $0.isDisabled = disabled }
    }
}
