/// Where SwiftUI keeps the title display mode type (`NavigationBarItem.TitleDisplayMode`).
public struct NavigationBarItem: Sendable {
    /// How the title shows: large under the bar (collapsing into the bar as content scrolls),
    /// inline in the bar, or as the previous screen shows it (`.automatic`; a stack's root
    /// shows a large title).
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

nonisolated extension View {
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationScreenModifier { $0.setTitleDisplayMode(displayMode) })
    }
}

/// iOS 17's title display modes of a toolbar (`toolbarTitleDisplayMode(_:)`), which supersedes
/// `navigationBarTitleDisplayMode(_:)`: the same modes, and `.inlineLarge`, a large title in the
/// bar's row (`InlineLargeTitle`), which "moves any leading or centered toolbar items into the
/// overflow menu of the toolbar" (Apple, `ToolbarTitleDisplayMode.inlineLarge`). Like UIKit's
/// `UINavigationItem.LargeTitleDisplayMode.inline`, whose header says "If there is a back button
/// present, this will revert to `Always`" (iOS 26.2 SDK, UINavigationItem.h), a pushed screen
/// shows its title large under the bar instead.
public struct ToolbarTitleDisplayMode: Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode
    /// `.inlineLarge`: the large title in the bar's row.
    var inRow = false
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .automatic) }
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .inline) }
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large, inRow: true) }
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
}

nonisolated extension View {
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(NavigationScreenModifier { $0.setTitleDisplayMode(mode.barMode, inRow: mode.inRow) })
    }

    /// iOS 13's way to hide the navigation bar: `toolbar(.hidden, for: .navigationBar)`.
    @available(*, deprecated, message: "Use toolbar(.hidden)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    }
}
