@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension ToolbarContent {
    /// Whether the items share the glass platter iOS 26 gives the items of a group in a bar
    /// (SwiftUI's `sharedBackgroundVisibility(_:)`): `.hidden` draws them on no glass, each "placed
    /// in its own grouping" (Apple's documentation). The iOS 18 design draws no platters, so
    /// there it changes nothing.
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        AdjustedToolbarContent(content: self) { $0.sharesBackground = visibility != .hidden }
    }
}

@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension CustomizableToolbarContent {
    /// The customizable form of `ToolbarContent.sharedBackgroundVisibility(_:)`.
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        AdjustedToolbarContent(content: self) { $0.sharesBackground = visibility != .hidden }
    }
}
