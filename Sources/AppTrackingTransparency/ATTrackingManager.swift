/// Asks the user whether the app may track them across other companies' apps and websites
/// (Apple's `ATTrackingManager`, iOS 14). A preview runs as a fresh Simulator install: the status
/// is `.notDetermined`, and a request (which would show the system's prompt) answers `.denied`,
/// as the prompt's "Ask App Not to Track" does, without drawing the prompt; the status then stays
/// `.denied` for the process.
@available(iOS 14.0, *)
public final class ATTrackingManager: Sendable {
    /// The tracking authorization status (Apple's raw values).
    public enum AuthorizationStatus: UInt, Sendable {
        case notDetermined = 0
        case restricted = 1
        case denied = 2
        case authorized = 3
    }

    public static var trackingAuthorizationStatus: AuthorizationStatus { state.withLock { $0 } }

    public static func requestTrackingAuthorization(completionHandler: @escaping @Sendable (AuthorizationStatus) -> Void) {
        completionHandler(answer())
    }

    public static func requestTrackingAuthorization() async -> AuthorizationStatus { answer() }

    private static let state = NSLockedValue(AuthorizationStatus.notDetermined)

    /// The prompt's answer: "Ask App Not to Track", once asked.
    private static func answer() -> AuthorizationStatus {
        state.withLock { status in
            if status == .notDetermined { status = .denied }
            return status
        }
    }
}

/// A value behind a lock.
final class NSLockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result { lock.withLock { body(&value) } }
}
