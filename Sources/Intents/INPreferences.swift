/// The app's Siri settings (Apple's documentation of `INPreferences`,
/// https://developer.apple.com/documentation/intents/inpreferences): nobody has answered, so the
/// status is `.notDetermined` and a request is answered at once, on the caller's thread, with it.
open class INPreferences: NSObject, @unchecked Sendable {
    open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus { .notDetermined }

    open class func requestSiriAuthorization(_ handler: @escaping (INSiriAuthorizationStatus) -> Void) { handler(.notDetermined) }

    open class func siriLanguageCode() -> String { "en-US" }
}
