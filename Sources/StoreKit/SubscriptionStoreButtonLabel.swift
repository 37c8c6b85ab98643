import Foundation

/// The label of a subscription store's subscribe button (Apple's documentation of
/// `SubscriptionStoreButtonLabel`, https://developer.apple.com/documentation/storekit/subscriptionstorebuttonlabel,
/// iOS 17): what it shows (the action, "Subscribe"; the option's display name; its price per
/// period) and on how many lines, composed as `.multiline.price`.
///
/// Drawn here: the parts chosen, in the order action, name, price; on one line joined by " – ",
/// or with `multiline`, the first part over the others in a smaller font. `automatic` is the
/// action on one line for a picker, and the display name over the price for one button per
/// option (Apple's documentation says the action falls back to each display name there).
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    var showsAction = false
    var showsDisplayName = false
    var showsPrice = false
    /// nil: automatic.
    var isMultiline: Bool?

    public static var automatic: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel() }
    public static var action: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel().action }
    public static var displayName: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel().displayName }
    public static var price: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel().price }
    public static var multiline: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel().multiline }
    public static var singleLine: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel().singleLine }

    public var action: SubscriptionStoreButtonLabel { with { $0.showsAction = true } }
    public var displayName: SubscriptionStoreButtonLabel { with { $0.showsDisplayName = true } }
    public var price: SubscriptionStoreButtonLabel { with { $0.showsPrice = true } }
    public var multiline: SubscriptionStoreButtonLabel { with { $0.isMultiline = true } }
    public var singleLine: SubscriptionStoreButtonLabel { with { $0.isMultiline = false } }

    private func with(_ change: (inout SubscriptionStoreButtonLabel) -> Void) -> SubscriptionStoreButtonLabel {
        var copy = self
        change(&copy)
        return copy
    }

    /// The lines of the label for an option: the title, and a caption when multiline.
    func lines(for product: Product, oneButtonPerOption: Bool) -> (title: String, caption: String?) {
        var parts: [String] = []
        let nothingChosen = !showsAction && !showsDisplayName && !showsPrice
        if showsAction && !oneButtonPerOption { parts.append("Subscribe") }
        if showsDisplayName || (oneButtonPerOption && (nothingChosen || showsAction)) { parts.append(product.displayName) }
        if showsPrice || (oneButtonPerOption && nothingChosen) { parts.append(PlaceholderProduct.pricePerPeriod(product)) }
        if parts.isEmpty { parts.append("Subscribe") }
        let multiline = isMultiline ?? (oneButtonPerOption && parts.count > 1)
        if multiline && parts.count > 1 {
            return (parts[0], parts.dropFirst().joined(separator: " – "))
        }
        return (parts.joined(separator: " – "), nil)
    }
}
