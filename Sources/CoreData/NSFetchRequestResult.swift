/// What a fetch returns (Core Data's `NSFetchRequestResult`): objects, their IDs, dictionaries
/// or numbers. Apple's is an Objective-C protocol, which a request's `NSFetchRequest<NSFetchRequestResult>`
/// names as its own type; Swift on Linux has no self-conforming protocols of this kind, so
/// `NSFetchRequest`'s result type is not constrained to it here.
public protocol NSFetchRequestResult: AnyObject {}

extension NSManagedObjectID: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
