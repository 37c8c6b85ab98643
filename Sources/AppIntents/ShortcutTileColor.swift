/// The colour of the app's shortcut tiles (Apple's documentation of `ShortcutTileColor`).
public enum ShortcutTileColor: Sendable {
    case red, tangerine, orange, yellow, lime, grayBlue, lightBlue, navy, blue, purple, lightPurple, pink, teal, grayGreen,
         grayBrown, gray
}
