import Foundation
@testable import Photos
import Testing

/// An empty library whose authorization is not determined.
struct PhotosTests {
    @Test func authorizationIsNotDetermined() async {
        #expect(PHPhotoLibrary.authorizationStatus() == .notDetermined)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        var answered: PHAuthorizationStatus?
        PHPhotoLibrary.requestAuthorization(for: .addOnly) { answered = $0 }
        #expect(answered == .notDetermined)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .notDetermined)
        #expect(PHAuthorizationStatus.limited.rawValue == 4 && PHAccessLevel.readWrite.rawValue == 2)
    }

    @Test func theLibraryIsEmpty() async {
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(keyPath: \PHAsset.pixelWidth, ascending: false)]
        options.fetchLimit = 10
        let assets = PHAsset.fetchAssets(with: .image, options: options)
        #expect(assets.count == 0 && assets.firstObject == nil)
        var visited = 0
        assets.enumerateObjects { _, _, _ in visited += 1 }
        #expect(visited == 0 && PHAsset.fetchAssets(withLocalIdentifiers: ["x"], options: nil).count == 0)
        var image: Int? = 1
        PHImageManager.default().requestImage(for: PHAsset(localIdentifier: "x"), targetSize: PHImageManagerMaximumSize,
                                              contentMode: .aspectFill, options: nil) { result, _ in image = result == nil ? nil : 1 }
        #expect(image == nil)
        var changed: Bool?
        PHPhotoLibrary.shared().performChanges({}) { success, _ in changed = success }
        #expect(changed == false)
    }
}
