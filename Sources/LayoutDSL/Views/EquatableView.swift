/// A view whose body runs again only when `==` says its content changed (SwiftUI's
/// `EquatableView`, made by `.equatable()`): the graph compares it with the value of last time
/// by its content's `Equatable` conformance instead of property by property.
nonisolated public struct EquatableView<Content: View & Equatable>: View, Equatable {
    public var content: Content

    public init(content: Content) { self.content = content }

    public var body: Content { content }
}

nonisolated extension View where Self: Equatable {
    /// Compares this view with `==` to decide whether its body must run again.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
