// Apple's frameworks re-export Foundation, and PhotosUI the Photos framework it builds on
// (`PHPhotoLibrary`, `PHAsset`); this module does the same.
@_exported import Foundation
@_exported import Photos
