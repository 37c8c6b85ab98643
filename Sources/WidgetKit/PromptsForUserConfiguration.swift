import LayoutDSL

extension WidgetConfiguration {
    /// Asks for the widget's configuration when it is added, before it shows (Apple's
    /// documentation of `promptsForUserConfiguration()`, iOS 18). A preview draws the entries it
    /// is given, as Xcode's does, so only the setting is kept.
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }
}
