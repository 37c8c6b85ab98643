import Foundation

/// A purchase the App Store recorded (Apple's documentation of `Transaction`,
/// https://developer.apple.com/documentation/storekit/transaction). Nothing is bought here, so
/// there are no transactions: `currentEntitlements`, `updates`, `all` and `unfinished` are empty
/// sequences that end at once, and the look-ups answer `nil`.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let isUpgraded: Bool
    public let purchasedQuantity: Int
    public let appAccountToken: UUID?
    public let subscriptionGroupID: String?
    public let appBundleID: String
    public let signedDate: Date
    public let ownershipType: OwnershipType

    /// Whether the person bought the product or has it through Family Sharing.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Tells the App Store the app delivered the purchase.
    public func finish() async {}

    /// The transaction's information as JSON: none.
    public var jsonRepresentation: Data { Data() }

    /// The transactions that entitle the person to something now: none.
    public static var currentEntitlements: Transactions { Transactions() }

    /// The transactions made or updated while the app runs: none.
    public static var updates: Transactions { Transactions() }

    /// Every transaction of the person in this app: none.
    public static var all: Transactions { Transactions() }

    /// The transactions not yet finished: none.
    public static var unfinished: Transactions { Transactions() }

    /// The entitlements to one product (iOS 18.4): none.
    public static func currentEntitlements(for productID: String) -> Transactions { Transactions() }

    /// The entitlement to one product: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// The latest transaction for one product: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of transactions (Apple's documentation of `Transaction.Transactions`), always
    /// empty here.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
