import Foundation
@testable import HealthKit
import Testing

/// A store with no data that nobody has authorized; units convert by their factors.
struct HealthKitTests {
    @Test func authorizationIsNotDeterminedAndQueriesFindNothing() async throws {
        let store = HKHealthStore()
        let steps = try #require(HKObjectType.quantityType(forIdentifier: .stepCount))
        #expect(HKHealthStore.isHealthDataAvailable() && store.authorizationStatus(for: steps) == .notDetermined)
        var granted: Bool?
        store.requestAuthorization(toShare: [steps], read: [steps, HKQuantityType(.heartRate)]) { success, _ in granted = success }
        #expect(granted == true && store.authorizationStatus(for: steps) == .notDetermined)
        try await store.requestAuthorization(toShare: [], read: [HKObjectType.workoutType()])
        var samples: [HKSample]?
        store.execute(HKSampleQuery(sampleType: steps, predicate: HKQuery.predicateForSamples(withStart: Date(), end: nil),
                                    limit: 10, sortDescriptors: nil) { _, found, _ in samples = found })
        #expect(samples?.isEmpty == true)
        var error: HKError?
        store.execute(HKStatisticsQuery(quantityType: steps, quantitySamplePredicate: nil, options: .cumulativeSum) { _, statistics, failure in
            error = statistics == nil ? failure as? HKError : nil
        })
        #expect(error?.code == .errorNoData)
        #expect(Set([HKQuantityType(.stepCount), HKQuantityType(.stepCount)]).count == 1)
    }

    @Test func quantitiesConvert() {
        let distance = HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5)
        #expect(distance.doubleValue(for: .meter()) == 5000)
        #expect(abs(distance.doubleValue(for: .mile()) - 3.10686) < 0.0001)
        #expect(HKUnit.count().unitDivided(by: .minute()).unitString == "count/min")
        #expect(HKQuantity(unit: .pound(), doubleValue: 1).doubleValue(for: .gramUnit(with: .kilo)) == 0.45359237)
    }

    /// Without authorization nothing is deleted and no background delivery starts, each failing
    /// with the error a save fails with; turning delivery off succeeds.
    @Test func deletionAndBackgroundDeliveryFailUnauthorized() async {
        let store = HKHealthStore(), steps = HKQuantityType(.stepCount)
        let sample = HKQuantitySample(type: steps, quantity: HKQuantity(unit: .count(), doubleValue: 10), start: Date(), end: Date())
        var deleted: (Bool, HKError.Code?)?
        store.delete(sample) { success, error in deleted = (success, (error as? HKError)?.code) }
        #expect(deleted?.0 == false && deleted?.1 == .errorAuthorizationNotDetermined)
        var delivering: Bool?
        store.enableBackgroundDelivery(for: steps, frequency: .hourly) { success, _ in delivering = success }
        #expect(delivering == false && HKUpdateFrequency.weekly.rawValue == 4)
        await #expect(throws: HKError.self) { try await store.delete([sample]) }
        var stopped: Bool?
        store.disableAllBackgroundDelivery { success, _ in stopped = success }
        #expect(stopped == true)
    }
}
