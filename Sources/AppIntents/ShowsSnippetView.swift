/// A result with a snippet view (Apple's documentation of `ShowsSnippetView`).
public protocol ShowsSnippetView: IntentResult {}
