/// The identifier of a category type (Apple's documentation of `HKCategoryTypeIdentifier`).
public struct HKCategoryTypeIdentifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let sleepAnalysis = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierSleepAnalysis")
    public static let mindfulSession = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierMindfulSession")
    public static let appleStandHour = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierAppleStandHour")
}
