/// Schedules background tasks (Apple's documentation of `BGTaskScheduler`,
/// https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler).
///
/// As the iOS Simulator, where previews run: launch handlers register (once per identifier),
/// but background tasks are unavailable, so `submit(_:)` throws
/// `BGTaskScheduler.Error.unavailable`, no request is pending and no task is ever launched.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
    /// The scheduler's errors (Apple's documentation of `BGTaskScheduler.Error`).
    public struct Error: Swift.Error, Equatable, Hashable, CustomNSError, Sendable {
        /// Apple's `BGTaskScheduler.Error.Code`, with its raw values.
        public enum Code: Int, Sendable {
            case unavailable = 1
            case tooManyPendingTaskRequests = 2
            case notPermitted = 3
            case immediateRunIneligible = 4
        }

        public let code: Code
        public init(_ code: Code) { self.code = code }

        public static var errorDomain: String { "BGTaskSchedulerErrorDomain" }
        public var errorCode: Int { code.rawValue }
        public static var unavailable: Code { .unavailable }
        public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
        public static var notPermitted: Code { .notPermitted }
    }

    /// The app's scheduler.
    public static let shared = BGTaskScheduler()

    private let lock = NSLock()
    private var handlers: [String: (BGTask) -> Void] = [:]

    override init() {}

    /// Keeps the handler; false when `identifier` already has one.
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                       launchHandler: @escaping (BGTask) -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard handlers[identifier] == nil else { return false }
        handlers[identifier] = launchHandler
        return true
    }

    /// Throws `.unavailable`, as on the iOS Simulator.
    open func submit(_ taskRequest: BGTaskRequest) throws { throw Error(.unavailable) }

    open func cancel(taskRequestWithIdentifier identifier: String) {}
    open func cancelAllTaskRequests() {}

    open func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) { completionHandler([]) }
    open func pendingTaskRequests() async -> [BGTaskRequest] { [] }
}

extension BGTaskScheduler.Error.Code {
    /// `catch BGTaskScheduler.Error.unavailable`.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? BGTaskScheduler.Error)?.code == code }
}
