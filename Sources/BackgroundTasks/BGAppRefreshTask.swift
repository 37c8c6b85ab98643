/// An app refresh task (Apple's documentation of `BGAppRefreshTask`).
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}
