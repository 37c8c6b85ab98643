import Foundation

extension Product {
    /// Why a purchase could not start (Apple's documentation of `Product.PurchaseError`,
    /// https://developer.apple.com/documentation/storekit/product/purchaseerror). Never thrown here.
    public enum PurchaseError: Error, Hashable, Sendable {
        case invalidQuantity
        case productUnavailable
        case purchaseNotAllowed
        case ineligibleForOffer
        case invalidOfferIdentifier
        case invalidOfferPrice
        case invalidOfferSignature
        case missingOfferParameters
    }
}
