/// A unit of a quantity (Apple's documentation of `HKUnit`,
/// https://developer.apple.com/documentation/healthkit/hkunit), by its unit string ("count",
/// "m", "kcal", "count/min") and its factor to the base unit of its dimension.
open class HKUnit: NSObject, @unchecked Sendable {
    public let unitString: String
    /// What one of this unit is in the dimension's base unit (count, m, g, kcal, s, %).
    let factor: Double

    init(_ unitString: String, factor: Double = 1) {
        self.unitString = unitString
        self.factor = factor
    }

    public convenience init(from string: String) {
        self.init(string, factor: Self.factors[string] ?? 1)
    }

    static let factors: [String: Double] = ["km": 1000, "cm": 0.01, "mi": 1609.344, "kg": 1000, "lb": 453.59237,
                                            "kJ": 1 / 4.184, "min": 60, "hr": 3600, "count/s": 60]

    open override func isEqual(_ object: Any?) -> Bool { (object as? HKUnit)?.unitString == unitString }
    open override var hash: Int { unitString.hashValue }

    open class func count() -> HKUnit { HKUnit("count") }
    open class func meter() -> HKUnit { HKUnit("m") }
    open class func mile() -> HKUnit { HKUnit("mi", factor: 1609.344) }
    open class func gram() -> HKUnit { HKUnit("g") }
    open class func pound() -> HKUnit { HKUnit("lb", factor: 453.59237) }
    open class func kilocalorie() -> HKUnit { HKUnit("kcal") }
    open class func largeCalorie() -> HKUnit { HKUnit("Cal") }
    open class func second() -> HKUnit { HKUnit("s") }
    open class func minute() -> HKUnit { HKUnit("min", factor: 60) }
    open class func hour() -> HKUnit { HKUnit("hr", factor: 3600) }
    open class func percent() -> HKUnit { HKUnit("%") }
    open class func liter() -> HKUnit { HKUnit("L") }
    open class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "m", factor: prefix.factor) }
    open class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "g", factor: prefix.factor) }

    /// This unit per `unit` ("count/min").
    open func unitDivided(by unit: HKUnit) -> HKUnit { HKUnit("\(unitString)/\(unit.unitString)", factor: factor / unit.factor) }
}
