import LayoutDSL

extension ContainerBackgroundPlacement {
    /// A widget's background (Apple's documentation of `ContainerBackgroundPlacement.widget`):
    /// the widget draws it behind its content, edge to edge, and leaves it out where the system
    /// removes backgrounds (`WidgetContainer`).
    public static let widget = ContainerBackgroundPlacement._named("widget")
}
