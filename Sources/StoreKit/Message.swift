import Foundation

/// A message the App Store asks the app to show (Apple's documentation of `Message`: a price
/// increase to consent to, a billing issue, a win-back offer), delivered by `Message.messages`.
/// A preview's account has none pending, so the sequence ends without an element.
public struct Message: Hashable, Sendable {
    public let reason: Reason

    /// Why the App Store sends a message.
    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let generic = Reason(rawValue: 0)
        public static let priceIncreaseConsent = Reason(rawValue: 1)
        public static let billingIssue = Reason(rawValue: 2)
        public static let winBackOffer = Reason(rawValue: 3)

        public var localizedDescription: String {
            switch self {
            case .priceIncreaseConsent: "Price Increase Consent"
            case .billingIssue: "Billing Issue"
            case .winBackOffer: "Win-Back Offer"
            default: "Generic"
            }
        }
    }

    public static var messages: Messages { Messages() }

    /// The messages the App Store sends while the app runs: none in a preview.
    public struct Messages: AsyncSequence, Sendable {
        public typealias Element = Message

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Message? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
