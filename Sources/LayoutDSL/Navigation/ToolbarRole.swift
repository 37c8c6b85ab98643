/// The purpose of a screen's toolbar. On iPhone, `.editor` and `.browser` drop the back
/// button's title, leaving the chevron (SwiftUI, `ToolbarRole.editor`).
public struct ToolbarRole: Hashable, Sendable {
    let hidesBackTitle: Bool
    public static let automatic = ToolbarRole(hidesBackTitle: false)
    public static let navigationStack = ToolbarRole(hidesBackTitle: false)
    public static let browser = ToolbarRole(hidesBackTitle: true)
    public static let editor = ToolbarRole(hidesBackTitle: true)
}

nonisolated extension View {
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(NavigationScreenModifier { $0.hidesBackTitle = role.hidesBackTitle })
    }
}
