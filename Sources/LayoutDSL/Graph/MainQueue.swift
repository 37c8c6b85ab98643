/// Work user code defers with `DispatchQueue.main.async` runs between update passes, as it
/// would between frames on a device, so state it sets shows in the same settled frame.
enum MainQueue {
    /// Runs the main queue's pending blocks when called on the main thread. Elsewhere the main
    /// queue belongs to whoever runs the main thread, and nothing is drained.
    static func drain() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
}
