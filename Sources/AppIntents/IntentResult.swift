/// What an intent's `perform()` returns (Apple's documentation of `IntentResult`,
/// https://developer.apple.com/documentation/appintents/intentresult), made by the `.result(…)`
/// functions; what it holds is read by the protocols it also conforms to.
public protocol IntentResult: Sendable {}
