/// `\.openWindow`: opens a window of a `WindowGroup` by its id, or one presenting a value
/// (Apple's documentation of `OpenWindowAction`). An iPhone shows one window, so, as
/// `supportsMultipleWindows` says, nothing opens; the action does nothing, as on an iPhone.
@MainActor @preconcurrency public struct OpenWindowAction {
    nonisolated init() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// False: an iPhone shows one window at a time.
    public var supportsMultipleWindows: Bool { false }
}
