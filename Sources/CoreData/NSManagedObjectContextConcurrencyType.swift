/// Which queue a context's work runs on (Core Data's `NSManagedObjectContextConcurrencyType`),
/// with Apple's raw values. Recorded: here a context's `perform` blocks run on the caller's
/// thread, at once (see `NSManagedObjectContext.perform(_:)`).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}
