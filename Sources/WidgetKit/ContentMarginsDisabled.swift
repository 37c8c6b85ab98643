import LayoutDSL

extension WidgetConfiguration {
    /// Lets the content reach the widget's edges (Apple's documentation of
    /// `contentMarginsDisabled()`): the default margins are not added; the content can add them
    /// back from `\.widgetContentMargins`.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }
}
