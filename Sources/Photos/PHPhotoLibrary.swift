import Foundation

/// The photo library (Apple's documentation of `PHPhotoLibrary`,
/// https://developer.apple.com/documentation/photokit/phphotolibrary): the shared library, which
/// has no photos on this machine. Authorization is `.notDetermined` for either access level, and
/// a request for it is answered at once, on the caller's thread, with `.notDetermined`, as by a
/// prompt nobody answers; changes are refused with an error, as without access.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let sharedLibrary = PHPhotoLibrary()

    override init() {}

    /// The app's one library.
    open class func shared() -> PHPhotoLibrary { sharedLibrary }

    open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }

    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) { handler(.notDetermined) }
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void) {
        handler(.notDetermined)
    }
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .notDetermined }

    /// Calls `completionHandler` at once with false and an error: nothing may be changed without access.
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, (any Error)?) -> Void)? = nil) {
        completionHandler?(false, CocoaError(.userCancelled))
    }

    open func performChanges(_ changeBlock: @escaping () -> Void) async throws { throw CocoaError(.userCancelled) }

    open func register(_ observer: AnyObject) {}
    open func unregisterChangeObserver(_ observer: AnyObject) {}
}
