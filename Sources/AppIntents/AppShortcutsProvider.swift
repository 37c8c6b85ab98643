/// The app's shortcuts (Apple's documentation of `AppShortcutsProvider`,
/// https://developer.apple.com/documentation/appintents/appshortcutsprovider); Shortcuts is not here
/// to list them, but they build as declared.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    public static func updateAppShortcutParameters() {}
}
