/// Where SwiftUI keeps the title display mode type (`NavigationBarItem.TitleDisplayMode`).
public struct NavigationBarItem: Sendable {
    /// How the title shows: large under the bar (collapsing into the bar as content scrolls),
    /// inline in the bar, or as the previous screen shows it (`.automatic`; a stack's root
    /// shows a large title).
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

nonisolated extension View {
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationScreenModifier { $0.titleDisplayMode = displayMode })
    }
}

/// iOS 17's title display modes of a toolbar (`toolbarTitleDisplayMode(_:)`), which supersedes
/// `navigationBarTitleDisplayMode(_:)`: the same modes, and `.inlineLarge`, which on iOS 17 keeps
/// a large title in the bar's row beside the items; it is drawn here as `.large` (under the bar),
/// the nearest mode this bar has.
public struct ToolbarTitleDisplayMode: Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .automatic) }
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .inline) }
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
}

nonisolated extension View {
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }

    /// iOS 13's way to hide the navigation bar: `toolbar(.hidden, for: .navigationBar)`.
    @available(*, deprecated, message: "Use toolbar(.hidden)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    }
}
