/// What a preview is shown in, read by key (DeveloperToolsSupport's `PreviewContext`): on iOS,
/// a widget family (WidgetKit's `WidgetPreviewContext`), which Xcode's canvas draws the view
/// as; a context it does not know changes nothing drawn.
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public protocol PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A context that shows its preview's view as something other than a screen of the app: the
/// one-frame timeline of what is drawn (a widget of a family, at its size). WidgetKit's hook,
/// not Apple's API, hence underscored.
public protocol _PreviewTimelineContext: PreviewContext {
    @MainActor func timeline(of view: AnyView) -> PreviewTimeline
}

nonisolated extension View {
    /// The preview in `value`'s context: with a widget family, the view drawn as that widget
    /// (`PreviewTimeline`), as the widget templates of Xcode 12 to 14 preview their entry views.
    public func previewContext<C: PreviewContext>(_ value: C) -> ModifiedContent<Self, PreviewTraitModifier> {
        modifier(PreviewTraitModifier(context: value as? any _PreviewTimelineContext))
    }
}
