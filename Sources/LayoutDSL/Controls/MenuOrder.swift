/// The order of a menu's items, as SwiftUI's `MenuOrder` (iOS 16).
public struct MenuOrder: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = MenuOrder(rawValue: 0)
    public static let priority = MenuOrder(rawValue: 1)
    public static let fixed = MenuOrder(rawValue: 2)
}

/// Whether choosing a menu's action closes it, as SwiftUI's `MenuActionDismissBehavior` (iOS 16.4).
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let rawValue: Int
    public static let automatic = MenuActionDismissBehavior(rawValue: 0)
    public static let enabled = MenuActionDismissBehavior(rawValue: 1)
    public static let disabled = MenuActionDismissBehavior(rawValue: 2)
}

private struct MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }

extension EnvironmentValues {
    /// The order of menu items `menuOrder(_:)` asked for.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] } set { self[MenuOrderKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The order of an open menu's items: `.priority` keeps the first items nearest the button,
    /// so a menu opening upward lists them from the bottom up; `.fixed` always from the top.
    public func menuOrder(_ order: MenuOrder) -> some View { environment(\.menuOrder, order) }

    /// Whether choosing an item of an open menu closes it: `.disabled` keeps it open (a stepper
    /// in a menu, say).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        environment(\.menuActionDismissBehavior, behavior)
    }
}
