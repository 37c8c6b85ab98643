import Foundation

extension Product {
    /// How a purchase ended (Apple's documentation of `Product.PurchaseResult`,
    /// https://developer.apple.com/documentation/storekit/product/purchaseresult). Here always
    /// `.userCancelled`: there is no payment sheet to confirm.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }
}
