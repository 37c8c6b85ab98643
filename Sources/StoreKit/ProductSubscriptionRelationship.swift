import Foundation

extension Product {
    /// Which options a subscription store shows to a subscriber, by their relation to the current
    /// plan (Apple's documentation of `Product.SubscriptionRelationship`,
    /// https://developer.apple.com/documentation/storekit/product/subscriptionrelationship, iOS 17).
    /// Nobody is subscribed here, so every option shows whatever is asked.
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upgrade = SubscriptionRelationship(rawValue: 1 << 0)
        public static let downgrade = SubscriptionRelationship(rawValue: 1 << 1)
        public static let crossgrade = SubscriptionRelationship(rawValue: 1 << 2)
        public static let current = SubscriptionRelationship(rawValue: 1 << 3)
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }
}
