/// A request to run a background task (Apple's documentation of `BGTaskRequest`,
/// https://developer.apple.com/documentation/backgroundtasks/bgtaskrequest).
open class BGTaskRequest: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var identifier: String
    open var earliestBeginDate: Date?

    init(identifier: String) { self.identifier = identifier }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = BGTaskRequest(identifier: identifier)
        copy.earliestBeginDate = earliestBeginDate
        return copy
    }
}
