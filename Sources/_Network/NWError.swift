/// A network error (Apple's documentation of `NWError`,
/// https://developer.apple.com/documentation/network/nwerror).
public enum NWError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    case posix(POSIXErrorCode)
    case dns(Int32)
    case tls(Int32)

    public var debugDescription: String {
        switch self {
        case let .posix(code): "POSIXErrorCode(rawValue: \(code.rawValue))"
        case let .dns(code): "DNSServiceErrorType(\(code))"
        case let .tls(code): "OSStatus(\(code))"
        }
    }
}
