import Foundation

/// The policies a subscription store links to (Apple's documentation of
/// `SubscriptionStorePolicyKind`, iOS 17).
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String

    public static var privacyPolicy: SubscriptionStorePolicyKind { SubscriptionStorePolicyKind(name: "privacyPolicy") }
    public static var termsOfService: SubscriptionStorePolicyKind { SubscriptionStorePolicyKind(name: "termsOfService") }
}
