/// A log message's level (Apple's documentation of `OSLogType`,
/// https://developer.apple.com/documentation/os/oslogtype), with the raw values of `os_log_type_t`.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8

    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)

    /// The level's name as the Xcode console shows it.
    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}
