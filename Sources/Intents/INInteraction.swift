/// An intent and its response, donated so Siri can suggest it (Apple's documentation of
/// `INInteraction`, https://developer.apple.com/documentation/intents/ininteraction). Donations
/// succeed at once and reach nothing; deletions too.
open class INInteraction: NSObject, @unchecked Sendable {
    public let intent: INIntent
    public let intentResponse: INIntentResponse?
    open var identifier = UUID().uuidString
    open var groupIdentifier: String?
    open var dateInterval: DateInterval?

    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
    }

    open func donate(completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
    open func donate() async throws {}

    open class func deleteAll(completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
    open class func deleteAll() async throws {}
    open class func delete(with identifiers: [String], completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
    open class func delete(with groupIdentifier: String, completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
}
