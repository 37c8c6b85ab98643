/// How long a toolbar item stays in its bar as room runs out (SwiftUI's
/// `ToolbarItemVisibilityPriority`, iOS 27): "When a toolbar runs out of space, it moves items into
/// an overflow menu. Visibility priority controls the order in which that happens: items with a
/// lower priority move first" (Apple's documentation of the type). Its members as that
/// documentation lists them: `automatic` (the default), `low`, `high`, and values just below or
/// above one of them (`init(lowerThan:)`, `init(higherThan:)`), which stay between it and the next
/// system priority, so that two made from the same one are equal.
@available(iOS 27.0, macOS 26.1, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
public struct ToolbarItemVisibilityPriority: Comparable, Hashable, Sendable {
    /// The system priority (low, automatic, high) and how many steps above (positive) or below it.
    let level: Int
    let step: Int

    /// "The default priority that lets the system determine the item's visibility in the toolbar."
    public static let automatic = ToolbarItemVisibilityPriority(level: 0, step: 0)
    /// Moves into the overflow menu before items of the default priority.
    public static let low = ToolbarItemVisibilityPriority(level: -1, step: 0)
    /// "A priority that keeps the item in the toolbar longer than items with the default or low priority."
    public static let high = ToolbarItemVisibilityPriority(level: 1, step: 0)

    init(level: Int, step: Int) { self.level = level; self.step = step }

    /// Just below `priority`, above the system priority under it.
    public init(lowerThan priority: ToolbarItemVisibilityPriority) {
        self.init(level: priority.level, step: priority.step - 1)
    }

    /// Just above `priority`, below the system priority over it.
    public init(higherThan priority: ToolbarItemVisibilityPriority) {
        self.init(level: priority.level, step: priority.step + 1)
    }

    public static func < (a: Self, b: Self) -> Bool { (a.level, a.step) < (b.level, b.step) }
}

@available(iOS 27.0, macOS 26.1, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
extension ToolbarContent {
    /// The items' visibility priority: "When toolbar space is limited, items with a lower priority
    /// move into the overflow menu before items with a higher priority" (Apple's documentation of
    /// `visibilityPriority(_:)`). The Liquid Glass navigation bar moves its trailing items so
    /// (`GlassTrailingItems`).
    @MainActor @preconcurrency public func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> some ToolbarContent {
        AdjustedToolbarContent(content: self) { $0.visibilityPriority = priority }
    }
}
