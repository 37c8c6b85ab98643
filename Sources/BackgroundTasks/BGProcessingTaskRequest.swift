/// A request for a long background task (Apple's documentation of `BGProcessingTaskRequest`,
/// https://developer.apple.com/documentation/backgroundtasks/bgprocessingtaskrequest).
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    open var requiresNetworkConnectivity = false
    open var requiresExternalPower = false

    public override init(identifier: String) { super.init(identifier: identifier) }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = BGProcessingTaskRequest(identifier: identifier)
        copy.earliestBeginDate = earliestBeginDate
        copy.requiresNetworkConnectivity = requiresNetworkConnectivity
        copy.requiresExternalPower = requiresExternalPower
        return copy
    }
}
