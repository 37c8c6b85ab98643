import LayoutDSL

/// The family a view is previewed as, `.previewContext(WidgetPreviewContext(family:))` (Apple's
/// documentation of `WidgetPreviewContext`): the entry view drawn as a widget of that family,
/// at its size, with its margins and container background, as Xcode's canvas shows it. Xcode
/// 12 to 14's widget templates preview their entry views this way.
public struct WidgetPreviewContext: PreviewContext, _PreviewTimelineContext {
    let family: WidgetFamily

    public init(family: WidgetFamily) { self.family = family }

    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }

    public func timeline(of view: AnyView) -> PreviewTimeline {
        WidgetPreview.still(family: family, view: view)
    }
}
