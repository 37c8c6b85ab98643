/// A result with a dialog (Apple's documentation of `ProvidesDialog`).
public protocol ProvidesDialog: IntentResult {}
