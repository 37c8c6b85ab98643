/// A context's queue, as a preview needs it: every block runs on the caller's thread before
/// the call returns, so what a preview's `perform` or `performBackgroundTask` inserts is there
/// when the view draws, on every run. Core Data runs a private-queue context's blocks on its
/// own queue, later.
extension NSManagedObjectContext {
    /// When a `perform` block starts: at once, or after the blocks already queued (none here).
    public enum ScheduledTaskType: Sendable {
        case immediate
        case enqueued
    }

    @TaskLocal static var performingContext: NSManagedObjectContext?

    /// The context whose `perform` block is running, for `NSFetchRequest.execute()`.
    static var performing: NSManagedObjectContext? { performingContext }

    /// Runs the block, on the caller's thread, before returning.
    public func perform(_ block: @escaping () -> Void) {
        Self.$performingContext.withValue(self) { block() }
    }

    public func performAndWait(_ block: () -> Void) {
        Self.$performingContext.withValue(self) { block() }
    }

    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        try Self.$performingContext.withValue(self) { try block() }
    }

    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try Self.$performingContext.withValue(self) { try block() }
    }
}
