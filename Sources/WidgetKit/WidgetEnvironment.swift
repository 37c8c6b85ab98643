import LayoutDSL

struct WidgetFamilyKey: EnvironmentKey { static var defaultValue: WidgetFamily { .systemSmall } }
struct WidgetRenderingModeKey: EnvironmentKey { static var defaultValue: WidgetRenderingMode { .fullColor } }
struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct WidgetContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }

extension EnvironmentValues {
    /// The family the widget is drawn in (Apple's documentation of `widgetFamily`).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the system draws the widget (Apple's documentation of `widgetRenderingMode`).
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background is drawn (Apple's documentation of
    /// `showsWidgetContainerBackground`): false where the system removes it.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The family's default content margins (Apple's documentation of `widgetContentMargins`),
    /// set also when the configuration disables them, so content can add them back.
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}
