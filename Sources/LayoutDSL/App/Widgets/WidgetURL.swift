nonisolated extension View {
    /// The URL the app opens when the widget is tapped (Apple's documentation of `widgetURL(_:)`).
    /// A rendered widget is never tapped; the view draws as it is.
    public func widgetURL(_ url: URL?) -> some View { self }
}
