import LayoutDSL

/// The answer to an intent (Apple's documentation of `INIntentResponse`,
/// https://developer.apple.com/documentation/intents/inintentresponse).
open class INIntentResponse: NSObject, @unchecked Sendable {
    open var userActivity: NSUserActivity?

    public override init() {}
}
