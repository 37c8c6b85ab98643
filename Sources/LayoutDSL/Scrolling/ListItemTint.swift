/// The tint of a list's items (SwiftUI's `ListItemTint`): a fixed colour, a colour the item
/// prefers (the system may override it), or monochrome. "The containing list's style might
/// apply the tint as appropriate" (Apple's documentation of `listItemTint(_:)`): watchOS tints
/// a row's platter, macOS a sidebar item's image. No list style of an iPhone draws with it, so it
/// is kept in the environment and rows draw as on an iPhone.
public struct ListItemTint: Sendable, Equatable {
    /// The colour, and whether the system keeps it over its own.
    let color: Color?
    let isFixed: Bool

    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: true) }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: false) }
    public static let monochrome = ListItemTint(color: nil, isFixed: true)
}

/// The size of sidebar rows (SwiftUI's `SidebarRowSize`, set by macOS's General settings); iOS
/// sidebars have one size, so it changes nothing drawn here.
public enum SidebarRowSize: Sendable {
    case small, medium, large
}

private struct ListItemTintKey: EnvironmentKey { static let defaultValue: ListItemTint? = nil }
private struct SidebarRowSizeKey: EnvironmentKey { static let defaultValue = SidebarRowSize.medium }

extension EnvironmentValues {
    /// The tint `listItemTint(_:)` set for the items inside it.
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] } set { self[ListItemTintKey.self] = newValue }
    }

    /// The size of sidebar rows: `.medium`, as macOS's default.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] } set { self[SidebarRowSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// A fixed tint for the list items inside (nil: the style's own).
    public func listItemTint(_ tint: Color?) -> some View { listItemTint(tint.map(ListItemTint.fixed)) }

    public func listItemTint(_ tint: ListItemTint?) -> some View { environment(\.listItemTint, tint) }
}
