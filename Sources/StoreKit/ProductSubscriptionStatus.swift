import Foundation

extension Product.SubscriptionInfo {
    /// A subscription's renewal state and its latest transaction (Apple's documentation of
    /// `Product.SubscriptionInfo.Status`,
    /// https://developer.apple.com/documentation/storekit/product/subscriptioninfo/status).
    /// Nothing makes one here: statuses are always empty.
    public struct Status: Hashable, Sendable {
        public let state: Product.SubscriptionInfo.RenewalState
        public let transaction: VerificationResult<Transaction>
        public let renewalInfo: VerificationResult<Product.SubscriptionInfo.RenewalInfo>

        /// The statuses of every subscription group the person is in: none.
        public static var all: AsyncStream<(groupID: String, statuses: [Status])> {
            AsyncStream { $0.finish() }
        }

        /// Changes to the statuses while the app runs: none.
        public static var updates: AsyncStream<Status> {
            AsyncStream { $0.finish() }
        }
    }

    /// The renewal states of a subscription (Apple's documentation of
    /// `Product.SubscriptionInfo.RenewalState`).
    public struct RenewalState: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let subscribed = RenewalState(rawValue: 1)
        public static let expired = RenewalState(rawValue: 2)
        public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
        public static let inGracePeriod = RenewalState(rawValue: 4)
        public static let revoked = RenewalState(rawValue: 5)
    }

    /// What the subscription renews to (Apple's documentation of
    /// `Product.SubscriptionInfo.RenewalInfo`).
    public struct RenewalInfo: Hashable, Sendable {
        public let originalTransactionID: UInt64
        public let currentProductID: String
        public let willAutoRenew: Bool
        public let autoRenewPreference: String?
        public let expirationReason: String?
        public let gracePeriodExpirationDate: Date?
        public let renewalDate: Date?
    }
}
