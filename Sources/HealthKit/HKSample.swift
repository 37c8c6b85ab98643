/// A sample over a time (Apple's documentation of `HKSample`).
open class HKSample: HKObject, @unchecked Sendable {
    public let sampleType: HKSampleType
    public let startDate: Date
    public let endDate: Date

    init(sampleType: HKSampleType, startDate: Date, endDate: Date) {
        self.sampleType = sampleType
        self.startDate = startDate
        self.endDate = endDate
    }
}
