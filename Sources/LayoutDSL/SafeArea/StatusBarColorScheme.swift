/// The scheme the status bar's content draws in when a navigation bar asks for one with
/// `toolbarColorScheme(_:for: .navigationBar)`: UIKit's navigation controller hands the status
/// bar style to its bar (`childForStatusBarStyle`), so light bar content (`.dark`) makes the
/// status bar white too (Apple, `toolbarColorScheme(_:for:)`: the bar's color scheme, "which
/// also affects the status bar"). Without one, the status bar follows the canvas's scheme.
/// The first bar in the tree that sets it wins.
struct StatusBarColorSchemeKey: PreferenceKey {
    static var defaultValue: ColorScheme? { nil }
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) { value = value ?? nextValue() }
}
