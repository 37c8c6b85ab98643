/// The identifier of a quantity type (Apple's documentation of `HKQuantityTypeIdentifier`,
/// https://developer.apple.com/documentation/healthkit/hkquantitytypeidentifier), with Apple's raw values.
public struct HKQuantityTypeIdentifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let stepCount = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierStepCount")
    public static let distanceWalkingRunning = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let distanceCycling = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceCycling")
    public static let activeEnergyBurned = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let flightsClimbed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierFlightsClimbed")
    public static let appleExerciseTime = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierAppleExerciseTime")
    public static let appleStandTime = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierAppleStandTime")
    public static let heartRate = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeartRate")
    public static let restingHeartRate = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierRestingHeartRate")
    public static let heartRateVariabilitySDNN = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    public static let oxygenSaturation = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierOxygenSaturation")
    public static let respiratoryRate = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierRespiratoryRate")
    public static let bodyMass = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBodyMass")
    public static let bodyMassIndex = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBodyMassIndex")
    public static let bodyFatPercentage = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBodyFatPercentage")
    public static let height = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeight")
    public static let dietaryWater = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryWater")
    public static let dietaryEnergyConsumed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryEnergyConsumed")
    public static let vo2Max = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierVO2Max")
}
