import Foundation

/// Where a StoreKit 1 payment is in its life (Apple's documentation of `SKPaymentTransactionState`; an
/// `NSInteger` enum from `Purchasing = 0`). No payment is made here; the type is for code that names its
/// cases, as swift-custom-dump does for every `StoreKit` it can import.
public enum SKPaymentTransactionState: Int, Sendable {
    case purchasing = 0
    case purchased = 1
    case failed = 2
    case restored = 3
    case deferred = 4
}

/// A StoreKit 1 product (Apple's documentation of `SKProduct`). Only its nested `PeriodUnit` is here:
/// StoreKit 1 products are loaded from the App Store, which previews never reach; StoreKit 2's `Product`
/// is the one that draws.
open class SKProduct: NSObject {
    /// The unit of a subscription period (Apple's `SKProduct.PeriodUnit`, `SKProductPeriodUnit`: an
    /// `NSUInteger` enum from `Day = 0`).
    public enum PeriodUnit: UInt, Sendable {
        case day = 0
        case week = 1
        case month = 2
        case year = 3
    }
}
