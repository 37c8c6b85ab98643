/// A phrase that runs an intent (Apple's documentation of `AppShortcutPhrase`), written with
/// `\(.applicationName)`; read here as its text.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase's text, the app's name and parameters in braces (`"Start ${applicationName}"`).
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The interpolations of a phrase.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.name)}" }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${parameter}"
        }
    }
}

/// A word the system fills into a phrase (Apple's documentation of `AppShortcutPhraseToken`).
public struct AppShortcutPhraseToken: Sendable {
    let name: String
    /// The app's name.
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}

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

/// Builds `appShortcuts` (Apple's documentation of `AppShortcutsBuilder`).
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
    public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] { shortcuts ?? [] }
    public static func buildEither(first shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildEither(second shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
}

/// The colour of the app's shortcut tiles (Apple's documentation of `ShortcutTileColor`).
public enum ShortcutTileColor: Sendable {
    case red, tangerine, orange, yellow, lime, grayBlue, lightBlue, navy, blue, purple, lightPurple, pink, teal, grayGreen,
         grayBrown, gray
}

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
