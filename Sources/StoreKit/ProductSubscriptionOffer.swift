import Foundation

extension Product {
    /// A subscription offer: an introductory, promotional or win-back price (Apple's documentation of
    /// `Product.SubscriptionOffer`, https://developer.apple.com/documentation/storekit/product/subscriptionoffer).
    /// Placeholder products have none.
    public struct SubscriptionOffer: Hashable, Sendable {
        public let id: String?
        public let type: OfferType
        public let price: Decimal
        public let displayPrice: String
        public let period: Product.SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: PaymentMode

        /// The kinds of offer.
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }

            public static let introductory = OfferType(rawValue: "introductory")
            public static let promotional = OfferType(rawValue: "promotional")
            public static let winBack = OfferType(rawValue: "winBack")
        }

        /// How an offer is paid.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }

            public static let freeTrial = PaymentMode(rawValue: "freeTrial")
            public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
            public static let payUpFront = PaymentMode(rawValue: "payUpFront")
        }
    }
}
