import LayoutDSL

extension WidgetConfiguration {
    /// The families the widget offers (Apple's documentation of `supportedFamilies(_:)`); by
    /// default the system families. A preview of another family is an error, as Xcode's is.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }
}
