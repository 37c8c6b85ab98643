@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension ToolbarContent {
    /// Whether the item shares the glass background iOS 26 gives the items of a group in the
    /// navigation bar (SwiftUI's `sharedBackgroundVisibility(_:)`). The iOS 18 bars drawn here
    /// give items no background, so the item draws as it did: the setting has nothing to change.
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        self
    }
}

@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension CustomizableToolbarContent {
    /// The customizable form of `ToolbarContent.sharedBackgroundVisibility(_:)`, likewise drawn as
    /// before.
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        self
    }
}
