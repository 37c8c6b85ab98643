import Foundation
import LayoutDSL

/// `\.purchase`: buys a product from a view (Apple's documentation of `PurchaseAction`,
/// https://developer.apple.com/documentation/storekit/purchaseaction, iOS 17). As
/// `Product.purchase(options:)`, it ends as a cancelled purchase.
public struct PurchaseAction: Sendable {
    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        try await product.purchase(options: options)
    }
}

struct PurchaseActionKey: EnvironmentKey {
    static let defaultValue = PurchaseAction()
}

extension EnvironmentValues {
    public var purchase: PurchaseAction {
        self[PurchaseActionKey.self]
    }
}
