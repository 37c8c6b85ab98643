import Foundation
@testable import StoreKit
import Testing

/// Products made from their identifiers alone, by `PlaceholderProduct`'s rule.
struct PlaceholderProductTests {
    @Test func namesComeFromTheIdentifier() {
        #expect(PlaceholderProduct.displayName(for: "com.app.pro.monthly") == "Pro Monthly")
        #expect(PlaceholderProduct.displayName(for: "com.app.removeAds") == "Remove Ads")
        #expect(PlaceholderProduct.displayName(for: "premium_yearly") == "Premium Yearly")
        #expect(PlaceholderProduct.displayName(for: "com.example.coins-100") == "Coins 100")
        #expect(PlaceholderProduct.displayName(for: "lifetime") == "Lifetime")
    }

    @Test func periodsComeFromTheIdentifier() {
        #expect(PlaceholderProduct.period(for: "com.app.pro.weekly") == .weekly)
        #expect(PlaceholderProduct.period(for: "com.app.pro.Monthly") == .monthly)
        #expect(PlaceholderProduct.period(for: "com.app.pro.yearly") == .yearly)
        #expect(PlaceholderProduct.period(for: "com.app.pro_annual") == .yearly)
        #expect(PlaceholderProduct.period(for: "com.app.lifetime") == nil)
        #expect(Product.SubscriptionPeriod.monthly.unit == .month && Product.SubscriptionPeriod.monthly.value == 1)
    }

    @Test func productsForIdentifiers() async throws {
        let products = try await Product.products(for: ["com.app.pro.monthly", "com.app.unlock", "com.app.pro.monthly"])
        #expect(products.map(\.id) == ["com.app.pro.monthly", "com.app.unlock"])
        let monthly = products[0]
        #expect(monthly.type == .autoRenewable && monthly.displayName == "Pro Monthly")
        #expect(monthly.price == Decimal(string: "4.99") && monthly.displayPrice == "$4.99")
        #expect(monthly.subscription?.subscriptionPeriod == .monthly)
        #expect(monthly.subscription?.subscriptionGroupID == "com.app.pro")
        #expect(monthly.subscription?.groupDisplayName == "Pro")
        #expect(PlaceholderProduct.pricePerPeriod(monthly) == "$4.99/month")
        let unlock = products[1]
        #expect(unlock.type == .nonConsumable && unlock.subscription == nil && !unlock.isFamilyShareable)
        #expect(unlock.description == "Description of Unlock")
    }

    @Test func purchasesAreCancelledAndNothingIsOwned() async throws {
        let product = try #require(try await Product.products(for: ["com.app.unlock"]).first)
        guard case .userCancelled = try await product.purchase() else {
            Issue.record("a purchase should end cancelled")
            return
        }
        var count = 0
        for await _ in Transaction.currentEntitlements { count += 1 }
        for await _ in Transaction.updates { count += 1 }
        #expect(count == 0)
        #expect(await Transaction.latest(for: product.id) == nil)
        try await AppStore.sync()
    }

    @Test func groupIdentifiersGiveMonthlyAndYearlyOptions() {
        let options = PlaceholderProduct.groupProducts(groupID: "21482759")
        #expect(options.map(\.displayName) == ["Monthly", "Yearly"])
        #expect(options.map { PlaceholderProduct.pricePerPeriod($0) } == ["$4.99/month", "$4.99/year"])
        #expect(options[0].subscription?.groupDisplayName == "Subscription")
        #expect(PlaceholderProduct.groupDisplayName(forGroupID: "pro_plans") == "Pro Plans")
    }

    @Test func buttonLabels() throws {
        let product = PlaceholderProduct.product(id: "com.app.pro.monthly")
        #expect(SubscriptionStoreButtonLabel.automatic.lines(for: product, oneButtonPerOption: false) == ("Subscribe", nil))
        #expect(SubscriptionStoreButtonLabel.multiline.action.price.lines(for: product, oneButtonPerOption: false)
            == ("Subscribe", "$4.99/month"))
        #expect(SubscriptionStoreButtonLabel.automatic.lines(for: product, oneButtonPerOption: true)
            == ("Pro Monthly", "$4.99/month"))
        #expect(SubscriptionStoreButtonLabel.singleLine.displayName.price.lines(for: product, oneButtonPerOption: false)
            == ("Pro Monthly – $4.99/month", nil))
    }
}
