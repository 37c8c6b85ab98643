/// How a context resolves conflicts between its unsaved changes and changes saved elsewhere
/// (Core Data's `NSMergePolicy`). Saves never conflict here (every store is in memory and a
/// save writes at once); the policy decides what a merge of another context's save does to an
/// object this context changed: `mergeByPropertyStoreTrump` and `overwrite`… take the saved
/// values, the others keep this context's (`mergeByPropertyObjectTrump`, what apps set).
open class NSMergePolicy: NSObject, @unchecked Sendable {
    public let mergeType: NSMergePolicyType

    public init(merge ty: NSMergePolicyType) { mergeType = ty }

    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)

    /// Whether a merge replaces values this context changed with the saved ones.
    var storeTrumps: Bool { mergeType == .mergeByPropertyStoreTrumpMergePolicyType || mergeType == .rollbackMergePolicyType }
}

/// Apple's shared policies under their Objective-C names (`context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy`).
public let NSErrorMergePolicy: Any = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
