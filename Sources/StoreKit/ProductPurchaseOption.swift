import Foundation

extension Product {
    /// An option of a purchase (Apple's documentation of `Product.PurchaseOption`,
    /// https://developer.apple.com/documentation/storekit/product/purchaseoption). Kept and unused,
    /// as no purchase is made.
    public struct PurchaseOption: Hashable, Sendable {
        let key: String
        let value: String

        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(key: "appAccountToken", value: token.uuidString)
        }

        public static func quantity(_ quantity: Int) -> PurchaseOption {
            PurchaseOption(key: "quantity", value: String(quantity))
        }

        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(key: "simulatesAskToBuyInSandbox", value: String(simulatesAskToBuy))
        }

        public static func custom(key: String, value: String) -> PurchaseOption {
            PurchaseOption(key: key, value: value)
        }

        public static func custom(key: String, value: Double) -> PurchaseOption {
            PurchaseOption(key: key, value: String(value))
        }

        public static func custom(key: String, value: Bool) -> PurchaseOption {
            PurchaseOption(key: key, value: String(value))
        }

        public static func custom(key: String, value: Data) -> PurchaseOption {
            PurchaseOption(key: key, value: value.base64EncodedString())
        }

        public static func promotionalOffer(offerID: String, keyID: String, nonce: UUID, signature: Data,
                                            timestamp: Int) -> PurchaseOption {
            PurchaseOption(key: "promotionalOffer", value: offerID)
        }
    }
}
