import Foundation

/// Information about a product configured in App Store Connect (Apple's documentation of
/// `Product`, https://developer.apple.com/documentation/storekit/product, iOS 15).
///
/// The App Store is not reached here, so every product is a placeholder that
/// `products(for:)` makes from its identifier alone, by the rule `PlaceholderProduct`
/// documents: the same identifier always gives the same name, description, price and type.
/// Nothing can be bought: `purchase(options:)` answers `.userCancelled`, as when the person
/// closes the payment sheet.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: Product.ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: Product.SubscriptionInfo?

    init(id: String, type: Product.ProductType, displayName: String, description: String, price: Decimal,
         displayPrice: String, isFamilyShareable: Bool, subscription: Product.SubscriptionInfo?) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        self.displayPrice = displayPrice
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
    }

    /// The product's information as the App Store's JSON; a placeholder's is its fields.
    public var jsonRepresentation: Data {
        let object: [String: Any] = [
            "id": id, "type": type.rawValue, "displayName": displayName, "description": description,
            "price": NSDecimalNumber(decimal: price).doubleValue, "displayPrice": displayPrice,
            "isFamilyShareable": isFamilyShareable,
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    /// The products with these identifiers, in the order given, each once (Apple's documentation of
    /// `products(for:)`, https://developer.apple.com/documentation/storekit/product/products(for:)).
    /// On iOS the identifiers the App Store does not know are left out; here none is looked up, so
    /// each becomes a placeholder product (see `PlaceholderProduct`).
    public static func products(for identifiers: some Collection<String>) async throws -> [Product] {
        placeholders(for: identifiers)
    }

    /// The placeholders for these identifiers, without suspending: what the store views show in
    /// their first frame.
    static func placeholders(for identifiers: some Collection<String>) -> [Product] {
        var seen: Set<String> = []
        return identifiers.filter { seen.insert($0).inserted }.map(PlaceholderProduct.product(id:))
    }

    /// Starts a purchase (Apple's documentation of `purchase(options:)`,
    /// https://developer.apple.com/documentation/storekit/product/purchase(options:)). No payment
    /// sheet can be shown here, so the purchase ends as when the person cancels it.
    public func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        .userCancelled
    }

    /// The latest transaction for this product, if it was ever bought: never, here.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// The current entitlement to this product: none, here.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }
}
