/// A kind of sample (Apple's documentation of `HKSampleType`).
open class HKSampleType: HKObjectType, @unchecked Sendable {}
