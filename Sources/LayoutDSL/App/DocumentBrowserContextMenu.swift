/// The context menu of a document browser's items (iOS 18; Apple's documentation of
/// `documentBrowserContextMenu(_:)`): there is no document browser here, so it is accepted and
/// inert, on a view and on a scene.
extension View {
    @MainActor @preconcurrency
    public func documentBrowserContextMenu(@ViewBuilder _ menu: @escaping ([URL]?) -> some View) -> some View { self }
}

extension Scene {
    @MainActor @preconcurrency
    public func documentBrowserContextMenu(@ViewBuilder _ menu: @escaping ([URL]?) -> some View) -> some Scene { self }
}
