import Foundation

extension Product {
    /// An auto-renewable subscription's information (Apple's documentation of
    /// `Product.SubscriptionInfo`, https://developer.apple.com/documentation/storekit/product/subscriptioninfo).
    /// A placeholder has no offers, and nobody is subscribed.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: Product.SubscriptionPeriod
        public let introductoryOffer: Product.SubscriptionOffer?
        public let promotionalOffers: [Product.SubscriptionOffer]
        public let winBackOffers: [Product.SubscriptionOffer]
        /// The level within the group: 1 is the highest service.
        public let groupLevel: Int
        /// The group's name as App Store Connect has it (iOS 18.4).
        public let groupDisplayName: String

        init(subscriptionGroupID: String, subscriptionPeriod: Product.SubscriptionPeriod, groupDisplayName: String) {
            self.subscriptionGroupID = subscriptionGroupID
            self.subscriptionPeriod = subscriptionPeriod
            self.introductoryOffer = nil
            self.promotionalOffers = []
            self.winBackOffers = []
            self.groupLevel = 1
            self.groupDisplayName = groupDisplayName
        }

        /// Whether the person may take the introductory offer: there is none here.
        public var isEligibleForIntroOffer: Bool {
            get async { false }
        }

        /// The statuses of the person's subscriptions in this group: none, nobody being subscribed.
        public var status: [Product.SubscriptionInfo.Status] {
            get async throws { [] }
        }

        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool {
            false
        }

        public static func status(for groupID: String) async throws -> [Product.SubscriptionInfo.Status] {
            []
        }
    }
}
