/// How a fetch filters and sorts (Apple's documentation of `PHFetchOptions`,
/// https://developer.apple.com/documentation/photokit/phfetchoptions).
open class PHFetchOptions: NSObject, @unchecked Sendable {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var includeHiddenAssets = false

    public override init() {}
}
