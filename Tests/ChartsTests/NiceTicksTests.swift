import Testing
@testable import Charts

/// The tick rule against the steps measured on iOS (docs/charts.md §2).
struct NiceTicksTests {
    @Test func aLineUpTo147GetsStepsOf50() {
        #expect(NiceTicks.niceDomain(lower: 0, upper: 147, count: NiceTicks.defaultCount) == 0...150)
        #expect(NiceTicks(lower: 0, upper: 150, count: NiceTicks.defaultCount).values == [0, 50, 100, 150])
    }

    @Test func threeDesiredTicksOver27000AreStepsOf20000() {
        #expect(NiceTicks.niceDomain(lower: 0, upper: 27_000, count: 3) == 0...40_000)
        #expect(NiceTicks(lower: 0, upper: 40_000, count: 3).values == [0, 20_000, 40_000])
    }

    @Test func sixTicksAtMostByDefault() {
        #expect(NiceTicks(lower: 0, upper: 100, count: NiceTicks.defaultCount).values == [0, 20, 40, 60, 80, 100])
        #expect(NiceTicks.niceDomain(lower: 0, upper: 204, count: NiceTicks.defaultCount) == 0...250)
    }

    @Test func fractionalStepsHaveNoFloatNoise() {
        #expect(NiceTicks.niceDomain(lower: 0, upper: 0.9, count: 6) == 0...1)
        #expect(NiceTicks(lower: 0, upper: 1, count: 6).values == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(NiceTicks.niceDomain(lower: -3.2, upper: 7.7, count: 5) == -5...10)
    }
}
