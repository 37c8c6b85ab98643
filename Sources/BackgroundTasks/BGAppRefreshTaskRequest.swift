/// A request to refresh the app's content in the background (Apple's documentation of
/// `BGAppRefreshTaskRequest`, https://developer.apple.com/documentation/backgroundtasks/bgapprefreshtaskrequest).
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    public override init(identifier: String) { super.init(identifier: identifier) }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = BGAppRefreshTaskRequest(identifier: identifier)
        copy.earliestBeginDate = earliestBeginDate
        return copy
    }
}
