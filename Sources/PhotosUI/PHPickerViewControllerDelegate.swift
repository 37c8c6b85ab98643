import Foundation

/// Told what a picker picked (Apple's documentation of `PHPickerViewControllerDelegate`,
/// https://developer.apple.com/documentation/photosui/phpickerviewcontrollerdelegate). Required, as
/// on Apple platforms; the picker here never calls it.
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
