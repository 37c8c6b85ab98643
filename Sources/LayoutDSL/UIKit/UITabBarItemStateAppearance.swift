import Foundation

/// How a tab bar item looks in one state: its icon colour, title attributes and badge
/// (https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance). UIKit makes
/// these for a `UITabBarItemAppearance`; kept, not applied (`UIBarAppearance`).
open class UITabBarItemStateAppearance {
    open var iconColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    init() {}

    func reset() {
        iconColor = nil
        titleTextAttributes = [:]
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
    }
}
