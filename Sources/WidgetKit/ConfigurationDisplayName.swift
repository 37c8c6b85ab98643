import LayoutDSL

extension WidgetConfiguration {
    /// The name the widget gallery shows (Apple's documentation of `configurationDisplayName(_:)`);
    /// no gallery is drawn here, so it is only kept by the configuration's declaration.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { modified { _ in } }
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { modified { _ in } }
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { modified { _ in } }
}
