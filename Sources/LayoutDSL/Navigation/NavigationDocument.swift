import Foundation

nonisolated extension View {
    /// The document the screen shows (Apple's documentation of `navigationDocument(_:)`): on iOS
    /// it fills the header of the title menu, which shows only once the title is tapped open, and
    /// on macOS the window's proxy icon. The bar at rest is unchanged.
    public func navigationDocument(_ url: URL) -> some View { self }

    public func navigationDocument<D: Transferable>(_ document: D) -> some View { self }

    /// With the preview the title menu's header shows.
    public func navigationDocument<D: Transferable>(_ document: D, preview: SharePreview<Never, Never>) -> some View { self }

    public func navigationDocument<D: Transferable, I: Transferable>(_ document: D, preview: SharePreview<Never, I>) -> some View {
        self
    }

    public func navigationDocument<D: Transferable, I: Transferable>(_ document: D, preview: SharePreview<I, Never>) -> some View {
        self
    }

    public func navigationDocument<D: Transferable, I1: Transferable, I2: Transferable>(
        _ document: D, preview: SharePreview<I1, I2>) -> some View {
        self
    }
}
