/// What an intent's `perform()` returns (Apple's documentation of `IntentResult`,
/// https://developer.apple.com/documentation/appintents/intentresult), made by the `.result(…)`
/// functions; what it holds is read by the protocols it also conforms to.
public protocol IntentResult: Sendable {}

/// A result with a value (Apple's documentation of `ReturnsValue`).
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// A result with a dialog (Apple's documentation of `ProvidesDialog`).
public protocol ProvidesDialog: IntentResult {}

/// A result with a snippet view (Apple's documentation of `ShowsSnippetView`).
public protocol ShowsSnippetView: IntentResult {}

/// A result that runs another intent (Apple's documentation of `OpensIntent`).
public protocol OpensIntent: IntentResult {}
