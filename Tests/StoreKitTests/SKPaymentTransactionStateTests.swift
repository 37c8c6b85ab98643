import StoreKit
import Testing

/// StoreKit 1's enums that packages name case by case once `StoreKit` imports (swift-custom-dump
/// describes each): StoreKit's raw values, and `PeriodUnit` nested in `SKProduct` as Swift spells it.
struct SKPaymentTransactionStateTests {
    @Test func transactionStateRawValuesAreStoreKits() {
        let all: [SKPaymentTransactionState] = [.purchasing, .purchased, .failed, .restored, .deferred]
        #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test func periodUnitIsNestedInSKProduct() {
        let all: [SKProduct.PeriodUnit] = [.day, .week, .month, .year]
        #expect(all.map(\.rawValue) == [0, 1, 2, 3])
        #expect(String(reflecting: SKProduct.PeriodUnit.self) == "StoreKit.SKProduct.PeriodUnit")
    }
}
