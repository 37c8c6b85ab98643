import Foundation

/// What a `PHPickerViewController` shows and how many items it picks (Apple's documentation of
/// `PHPickerConfiguration`, https://developer.apple.com/documentation/photosui/phpickerconfiguration),
/// starting at PhotosUI's defaults: every kind of asset, one item.
public struct PHPickerConfiguration: Equatable, Hashable {
    /// Apple's `PHPickerConfiguration.AssetRepresentationMode`, with its raw values.
    public enum AssetRepresentationMode: Int, Sendable {
        case automatic = 0
        case current = 1
        case compatible = 2
    }

    /// Apple's `PHPickerConfiguration.Selection`, with its raw values.
    public enum Selection: Int, Sendable {
        case `default` = 0
        case ordered = 1
        /// iOS 17.
        case continuous = 2
        /// iOS 17.
        case continuousAndOrdered = 3
    }

    /// Apple's `PHPickerConfiguration.Mode` (iOS 17), with its raw values.
    public enum Mode: Int, Sendable {
        case `default` = 0
        case compact = 1
    }

    /// Nil shows every kind of asset.
    public var filter: PHPickerFilter?
    /// 1 unless set; 0 means no limit.
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode: PHPickerConfiguration.AssetRepresentationMode = .automatic
    public var selection: PHPickerConfiguration.Selection = .default
    public var mode: PHPickerConfiguration.Mode = .default
    public var preselectedAssetIdentifiers: [String] = []
    /// Whether the configuration names a photo library (`init(photoLibrary:)`), which is what lets
    /// results carry asset identifiers.
    let usesPhotoLibrary: Bool

    public init() {
        usesPhotoLibrary = false
    }

    public init(photoLibrary: PHPhotoLibrary) {
        usesPhotoLibrary = true
    }
}
