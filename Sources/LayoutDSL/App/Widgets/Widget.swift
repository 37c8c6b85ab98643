/// A widget of an app extension (Apple's documentation of `Widget`): made with `init()`, its
/// `body` a `WidgetConfiguration`. Nothing hosts widgets here; a widget's views are ordinary
/// views, which previews render.
@preconcurrency @MainActor public protocol Widget {
    associatedtype Body: WidgetConfiguration
    @MainActor @preconcurrency init()
    @MainActor @preconcurrency var body: Self.Body { get }
}

/// The widgets of an extension (Apple's documentation of `WidgetBundle`), listed with
/// `WidgetBundleBuilder`.
@preconcurrency @MainActor public protocol WidgetBundle {
    associatedtype Body: Widget
    @MainActor @preconcurrency init()
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Marks what `WidgetBundleBuilder` makes of a widget behind an availability check.
public protocol _LimitedAvailabilityWidgetMarker {}

/// The widgets a bundle's body lists, in order, as existentials: what `WidgetBundleBuilder` makes.
nonisolated public struct _WidgetList: Widget, _LimitedAvailabilityWidgetMarker {
    let widgets: [any Widget]
    public init() { widgets = [] }
    init(widgets: [any Widget]) { self.widgets = widgets }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Builds a bundle's widgets (Apple's documentation of `WidgetBundleBuilder`); a control widget
/// (iOS 18) takes a place as a widget does.
@resultBuilder
public struct WidgetBundleBuilder {
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: ControlWidget>(_ content: Content) -> some Widget {
        _WidgetList(widgets: [_ControlWidgetEntry(content)])
    }
    public static func buildBlock() -> some Widget { _WidgetList(widgets: []) }
    public static func buildBlock<Content: Widget>(_ content: Content) -> some Widget { _WidgetList(widgets: flattened([content])) }
    public static func buildBlock<each C: Widget>(_ c: repeat each C) -> some Widget {
        var widgets: [any Widget] = []
        for widget in repeat each c { widgets.append(widget) }
        return _WidgetList(widgets: flattened(widgets))
    }
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget {
        _WidgetList(widgets: widget.map { flattened([$0]) } ?? [])
    }
    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _WidgetList(widgets: flattened([widget]))
    }
    public static func buildLimitedAvailability(_ widget: some ControlWidget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _WidgetList(widgets: [_ControlWidgetEntry(widget)])
    }

    /// The widgets, with the lists nested blocks made spliced in.
    private static func flattened(_ widgets: [any Widget]) -> [any Widget] {
        widgets.flatMap { ($0 as? _WidgetList)?.widgets ?? [$0] }
    }
}

nonisolated extension WidgetBundle {
    /// The bundle's widgets in the order its body lists them.
    var widgets: [any Widget] {
        let body = mainActorUnchecked { self.body }
        return (body as? _WidgetList)?.widgets ?? [body]
    }
}
