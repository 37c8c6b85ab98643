/// The CloudKit container a store would mirror to (Core Data's `NSPersistentCloudKitContainerOptions`): kept, never reached.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    public let containerIdentifier: String

    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}
