/// A processing task (Apple's documentation of `BGProcessingTask`).
open class BGProcessingTask: BGTask, @unchecked Sendable {}
