/// Where a toolbar item goes. On iPhone (SwiftUI's resolution of the semantic placements in a
/// navigation stack): leading in the bar (`navigation`, `cancellationAction`, `topBarLeading`),
/// trailing in the bar (`automatic`, `primaryAction`, `confirmationAction`, `destructiveAction`,
/// `secondaryAction`, `topBarTrailing`), the bar's centre (`principal`), the bottom toolbar
/// (`bottomBar`, `status`), or above the keyboard (`keyboard`, which no render shows).
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// `titleMenu` is not a placement authors name: it is where `ToolbarTitleMenu` puts its menu.
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, keyboard, titleMenu }
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
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
}
