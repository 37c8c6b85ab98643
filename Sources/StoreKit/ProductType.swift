import Foundation

extension Product {
    /// The kinds of In-App Purchase (Apple's documentation of `Product.ProductType`,
    /// https://developer.apple.com/documentation/storekit/product/producttype).
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }
}
