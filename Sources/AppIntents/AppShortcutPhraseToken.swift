/// A word the system fills into a phrase (Apple's documentation of `AppShortcutPhraseToken`).
public struct AppShortcutPhraseToken: Sendable {
    let name: String
    /// The app's name.
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}
