/// A request for the app to do something, made by Siri or donated by the app (Apple's
/// documentation of `INIntent`, https://developer.apple.com/documentation/intents/inintent). The
/// classes Xcode generates from an intent definition file are not made here.
open class INIntent: NSObject, @unchecked Sendable {
    /// A unique identifier, made when the intent is.
    open private(set) var identifier: String? = UUID().uuidString
    open var suggestedInvocationPhrase: String?
    open var intentDescription: String? { nil }

    public override init() {}
}
