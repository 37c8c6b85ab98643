import Foundation

/// The photo library (Apple's documentation of `PHPhotoLibrary`,
/// https://developer.apple.com/documentation/photokit/phphotolibrary). It belongs to the Photos
/// framework, which PhotosUI imports; only what PhotosUI's API takes is here: the shared library,
/// which has no photos on this machine.
open class PHPhotoLibrary: NSObject {
    private static let sharedLibrary = PHPhotoLibrary()

    override init() {}

    /// The app's one library.
    open class func shared() -> PHPhotoLibrary { sharedLibrary }
}
