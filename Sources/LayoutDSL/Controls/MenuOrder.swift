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
    /// Accepted with SwiftUI's signature: the order applies to an open menu's items, which a
    /// rendered frame shows closed.
    public func menuOrder(_ order: MenuOrder) -> some View { environment(\.menuOrder, order) }

    /// Accepted with SwiftUI's signature: it applies once an item of an open menu is chosen.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}
