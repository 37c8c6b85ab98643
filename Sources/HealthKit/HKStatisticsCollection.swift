/// Statistics over time intervals (Apple's documentation of `HKStatisticsCollection`): none here.
open class HKStatisticsCollection: NSObject, @unchecked Sendable {
    open func statistics() -> [HKStatistics] { [] }
    open func statistics(for date: Date) -> HKStatistics? { nil }
    open func enumerateStatistics(from startDate: Date, to endDate: Date,
                                  with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {}
}
