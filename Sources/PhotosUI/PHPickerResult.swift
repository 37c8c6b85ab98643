import Foundation

/// An item picked in a `PHPickerViewController` (Apple's documentation of `PHPickerResult`,
/// https://developer.apple.com/documentation/photosui/phpickerresult). Its `itemProvider` is left
/// out: `NSItemProvider` is not in Foundation on Linux. No picker picks anything here, so none is
/// made outside this module.
public struct PHPickerResult: Equatable, Hashable {
    /// The asset's identifier, when the configuration named a photo library.
    public let assetIdentifier: String?

    init(assetIdentifier: String?) {
        self.assetIdentifier = assetIdentifier
    }
}
