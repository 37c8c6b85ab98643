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
        SharedBackgroundToolbarContent(content: self, shares: visibility != .hidden)
    }
}

@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension CustomizableToolbarContent {
    /// The customizable form of `ToolbarContent.sharedBackgroundVisibility(_:)`.
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        SharedBackgroundToolbarContent(content: self, shares: visibility != .hidden)
    }
}

/// Toolbar content whose items do or do not share their group's glass platter.
nonisolated struct SharedBackgroundToolbarContent<Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content
    let shares: Bool

    var entries: [ToolbarEntry] {
        mainActorUnchecked { content.toolbarEntries }.map { entry in
            var entry = entry
            entry.sharesBackground = shares
            return entry
        }
    }
}

extension SharedBackgroundToolbarContent: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
