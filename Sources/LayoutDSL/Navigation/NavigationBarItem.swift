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
