/// Where a document launch scene's parts are, for its accessory views to place themselves
/// (Apple's documentation of `DocumentLaunchGeometryProxy`): the scene's frame and its title's.
public struct DocumentLaunchGeometryProxy {
    public var frame: CGRect
    public var titleViewFrame: CGRect
}
