import LayoutDSL

extension WidgetConfiguration {
    /// The description the widget gallery shows (Apple's documentation of `description(_:)`); no
    /// gallery is drawn here.
    public func description(_ description: Text) -> some WidgetConfiguration { modified { _ in } }
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { modified { _ in } }
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { modified { _ in } }
}
