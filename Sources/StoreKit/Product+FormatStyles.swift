import Foundation

extension Product {
    /// How the product's price reads, in its storefront's currency and locale (Apple's interface:
    /// a `Decimal.FormatStyle.Currency` of the price locale's currency): US dollars for `en_US`,
    /// the test storefront's (`Storefront`), so `price.formatted(priceFormatStyle)` is `displayPrice`.
    public var priceFormatStyle: Decimal.FormatStyle.Currency {
        Decimal.FormatStyle.Currency(code: PlaceholderProduct.currencyCode, locale: PlaceholderProduct.priceLocale)
    }

    /// How a subscription period's unit reads in the storefront's locale ("month").
    public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle {
        SubscriptionPeriod.Unit.FormatStyle(locale: PlaceholderProduct.priceLocale)
    }
}

extension Product.SubscriptionPeriod.Unit {
    /// A period unit as a price per period names it ("$4.99/month"): its singular name in the
    /// locale's language (Apple's `Product.SubscriptionPeriod.Unit.FormatStyle`), English here,
    /// in which the store's placeholders are written.
    public struct FormatStyle: Foundation.FormatStyle {
        var locale: Locale

        public func format(_ value: Product.SubscriptionPeriod.Unit) -> String { value.singularName }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }

    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Self {
        format.format(self)
    }
}
