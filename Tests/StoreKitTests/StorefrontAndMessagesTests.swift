import Foundation
import LayoutDSL
@testable import StoreKit
import Testing

/// What a store's model reads besides products, as in Apple's sample food-truck's `StoreActor`
/// and `StoreMessagesManager`: the test storefront (the United States, whose currency the
/// placeholder prices are in), no storefront changes and no App Store messages in a preview, and
/// the products' format styles giving the display price.
struct StorefrontAndMessagesTests {
    @Test func theStorefrontIsTheTestStorefront() async {
        let storefront = await Storefront.current
        #expect(storefront?.countryCode == "USA")
        #expect(storefront?.id == "143441")
        #expect(storefront?.currency?.identifier == "USD")
        var changes = 0
        for await _ in Storefront.updates { changes += 1 }
        #expect(changes == 0)
    }

    @Test func noMessageIsPending() async {
        var messages = 0
        for await _ in Message.messages { messages += 1 }
        #expect(messages == 0)
        #expect(Message.Reason.priceIncreaseConsent != .generic)
        #expect(Message.Reason.billingIssue.localizedDescription == "Billing Issue")
    }

    @Test func formatStylesGiveTheDisplayPrice() throws {
        let product = try #require(Product.placeholders(for: ["com.app.pro.monthly"]).first)
        #expect(product.price.formatted(product.priceFormatStyle) == product.displayPrice)
        #expect(product.displayPrice == "$4.99")
        let unit = try #require(product.subscription?.subscriptionPeriod.unit)
        #expect(unit.formatted(product.subscriptionPeriodUnitFormatStyle) == "month")
    }

    @MainActor @Test func displayingAMessageDrawsNothing() throws {
        try EnvironmentValues().displayStoreKitMessage(Message(reason: .generic))
    }
}
