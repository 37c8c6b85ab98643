/// Where a toolbar item goes. On iPhone (SwiftUI's resolution of the semantic placements in a
/// navigation stack): leading in the bar (`navigation`, `cancellationAction`, `topBarLeading`),
/// trailing in the bar (`automatic`, `primaryAction`, `confirmationAction`, `destructiveAction`,
/// `secondaryAction`, `topBarTrailing`), the bar's centre (`principal`), the bottom toolbar
/// (`bottomBar`, `status`), or above the keyboard (`keyboard`, which no render shows).
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// `titleMenu` and `overflow` are not placements authors name: they are where `ToolbarTitleMenu`
    /// puts its menu and `ToolbarOverflowMenu` its content. `title`, `largeTitle`, `subtitle` and
    /// `largeSubtitle` are the title area's (iOS 26).
    enum Slot: Hashable, Sendable {
        case leading, trailing, principal, bottom, keyboard, titleMenu, overflow, title, largeTitle, subtitle, largeSubtitle
    }
    let slot: Slot
    /// Confirmation buttons are bold in the bar (UIBarButtonItem.Style.done).
    var isConfirmation = false

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let status = ToolbarItemPlacement(slot: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, isConfirmation: true)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// The title area of the bar (Apple: "The view appears when the navigation bar renders its title
    /// inline, and takes precedence over the value provided to the `View.navigationTitle(_:)` modifier").
    /// The SDK makes it the principal placement before iOS 26; drawn in the same place here.
    @available(iOS 14.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static var title: ToolbarItemPlacement { ToolbarItemPlacement(slot: .title) }
    /// The large title's place, when the bar renders its title out of line; over `navigationTitle(_:)`.
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let largeTitle = ToolbarItemPlacement(slot: .largeTitle)
    /// The inline subtitle's place; over `navigationSubtitle(_:)` (`NavigationSubtitle.swift`).
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let subtitle = ToolbarItemPlacement(slot: .subtitle)
    /// The large title's subtitle's place; over `navigationSubtitle(_:)`.
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let largeSubtitle = ToolbarItemPlacement(slot: .largeSubtitle)
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
}
