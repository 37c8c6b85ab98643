import Foundation

extension Product {
    /// How long a subscription lasts before it renews (Apple's documentation of
    /// `Product.SubscriptionPeriod`, https://developer.apple.com/documentation/storekit/product/subscriptionperiod):
    /// a number of units, as "1 month" or "3 months".
    public struct SubscriptionPeriod: Hashable, Sendable {
        public let unit: Unit
        public let value: Int

        init(value: Int, unit: Unit) {
            self.value = value
            self.unit = unit
        }

        /// The units of a subscription period.
        public enum Unit: Hashable, Sendable {
            case day
            case week
            case month
            case year

            /// The unit's name in English, as a price per period reads it ("$4.99/month").
            public var localizedDescription: String {
                switch self {
                case .day: "Day"
                case .week: "Week"
                case .month: "Month"
                case .year: "Year"
                }
            }

            var singularName: String { localizedDescription.lowercased() }
        }

        // The periods App Store Connect offers (iOS 16.4).
        public static let everyThreeDays = SubscriptionPeriod(value: 3, unit: .day)
        public static let weekly = SubscriptionPeriod(value: 1, unit: .week)
        public static let everyTwoWeeks = SubscriptionPeriod(value: 2, unit: .week)
        public static let monthly = SubscriptionPeriod(value: 1, unit: .month)
        public static let everyTwoMonths = SubscriptionPeriod(value: 2, unit: .month)
        public static let everyThreeMonths = SubscriptionPeriod(value: 3, unit: .month)
        public static let everySixMonths = SubscriptionPeriod(value: 6, unit: .month)
        public static let yearly = SubscriptionPeriod(value: 1, unit: .year)

        /// The period after a price's slash: "month", or "3 months".
        var perPeriodText: String {
            value == 1 ? unit.singularName : "\(value) \(unit.singularName)s"
        }
    }
}
