import Foundation
import LayoutDSL

/// The sizes of a subscription store view on iOS 17. Apple publishes none; these are estimates
/// from WWDC23's "Meet StoreKit for SwiftUI" (session 10013), whose demo shows the picker's
/// options as rounded cards with the selected one outlined in the tint colour and a check mark,
/// a full-width prominent subscribe button below them, and the auxiliary buttons under it.
enum SubscriptionStoreMetrics {
    /// The controls' inset from the view's edges.
    static let horizontalPadding: CGFloat = 20
    static let verticalPadding: CGFloat = 16
    /// Between the options, the subscribe button and the auxiliary buttons.
    static let sectionSpacing: CGFloat = 16
    /// Between two option rows.
    static let optionSpacing: CGFloat = 10
    /// An option row's inset and corner radius; the prominent picker's rows are roomier.
    static let optionPadding: CGFloat = 14
    static let prominentOptionPadding: CGFloat = 18
    static let optionCornerRadius: CGFloat = 12
    static let selectionLineWidth: CGFloat = 2
    /// The default marketing content's app icon and spacing.
    static let appIconSide: CGFloat = 80
    static let marketingSpacing: CGFloat = 12
    static let marketingTopPadding: CGFloat = 32
}
