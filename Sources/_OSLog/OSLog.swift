/// A log object: a subsystem and a category (Apple's documentation of `OSLog`,
/// https://developer.apple.com/documentation/os/oslog). Messages sent to it go where `LogOutput`
/// sends every message: nowhere by default, to standard error with `SNAP_LOG=1`.
open class OSLog: NSObject, @unchecked Sendable {
    /// The categories the system treats specially (Apple's documentation of `OSLog.Category`).
    public struct Category: Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts that Instruments shows as points of interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    let subsystem: String
    let category: String
    let enabled: Bool

    init(subsystem: String, category: String, enabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = enabled
    }

    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, enabled: true)
    }

    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue, enabled: true)
    }

    /// The process's default log, with no subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "", enabled: true)
    /// A log that drops everything.
    public static let disabled = OSLog(subsystem: "", category: "", enabled: false)

    /// Whether messages of `type` would be recorded: true for every level of an enabled log, as
    /// in a development build attached to Xcode.
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Whether signposts sent to this log are recorded: as `isEnabled(type:)`.
    public var signpostsEnabled: Bool { enabled }
}
