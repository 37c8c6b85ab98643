/// Workouts (Apple's documentation of `HKWorkoutType`).
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}
