import Foundation

/// The App Store country the account buys in (Apple's documentation of `Storefront`): previews
/// run without an account, in the Simulator's default test storefront, the United States
/// (`USA`, id 143441), whose currency is the one placeholder prices are in
/// (`PlaceholderProduct`). It never changes, so `updates` ends without an element.
public struct Storefront: Identifiable, Sendable {
    public typealias ID = String
    public let countryCode: String
    public let id: String
    let locale: Locale

    public var currency: Locale.Currency? { locale.currency }

    public static var current: Storefront? {
        get async { Storefront(countryCode: "USA", id: "143441", locale: PlaceholderProduct.priceLocale) }
    }

    public static var updates: Storefronts { Storefronts() }

    /// The storefront's changes while the app runs: none in a preview.
    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Storefront? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
