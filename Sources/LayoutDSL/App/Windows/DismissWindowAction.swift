/// `\.dismissWindow`: closes the window the view is in, or those of an id or a value (Apple's
/// documentation of `DismissWindowAction`). An iPhone's one window is not closed by an app;
/// the action does nothing, as there.
@MainActor @preconcurrency public struct DismissWindowAction {
    nonisolated init() {}
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}
