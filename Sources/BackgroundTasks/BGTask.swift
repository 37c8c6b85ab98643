/// A background task the system runs (Apple's documentation of `BGTask`,
/// https://developer.apple.com/documentation/backgroundtasks/bgtask). Never launched here.
open class BGTask: NSObject, @unchecked Sendable {
    open private(set) var identifier: String
    open var expirationHandler: (() -> Void)?
    /// Whether `setTaskCompleted(success:)` was called, and with what.
    private(set) var completion: Bool?

    init(identifier: String) { self.identifier = identifier }

    open func setTaskCompleted(success: Bool) { completion = success }
}
