import Foundation
import LayoutDSL

/// UIKit's photo picker (Apple's documentation of `PHPickerViewController`,
/// https://developer.apple.com/documentation/photosui/phpickerviewcontroller). It keeps its
/// configuration and delegate; there is no UIKit here to show it (a `UIViewControllerRepresentable`
/// wrapping it draws LayoutDSL's placeholder) and no library to pick from, so the delegate is never
/// called.
open class PHPickerViewController: UIViewController {
    open private(set) var configuration: PHPickerConfiguration
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// Decoded from storyboards and nibs on iOS; there are none here.
    public required init?(coder: NSCoder) { return nil }

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Would deselect the assets in the picker (iOS 16); nothing is selected here.
    open func deselectAssets(withIdentifiers identifiers: [String]) {}
    /// Would reorder the selection (iOS 16); nothing is selected here.
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier preceding: String?) {}
}
