/// A result that runs another intent (Apple's documentation of `OpensIntent`).
public protocol OpensIntent: IntentResult {}
