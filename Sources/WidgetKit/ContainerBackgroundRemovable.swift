import LayoutDSL

extension WidgetConfiguration {
    /// Whether the system may remove the widget's container background where it shows the
    /// widget without one (Apple's documentation of `containerBackgroundRemovable(_:)`).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }
}
