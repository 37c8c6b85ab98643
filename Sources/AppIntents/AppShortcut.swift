/// One of the app's shortcuts (Apple's documentation of `AppShortcut`,
/// https://developer.apple.com/documentation/appintents/appshortcut).
public struct AppShortcut: Sendable {
    public let title: LocalizedStringResource
    public let systemImageName: String
    public let phrases: [String]
    let intentType: any AppIntent.Type

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {
        title = shortTitle
        self.systemImageName = systemImageName
        self.phrases = phrases.map(\.text)
        intentType = Intent.self
    }
}
