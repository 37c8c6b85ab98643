import Foundation
@testable import LayoutDSL
import Testing

/// UIKit's image picker as a Simulator without a camera has it, and its delegate as apps write
/// one (a representable's coordinator).
@MainActor
struct UIImagePickerControllerTests {
    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: UIImage?
        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
        }
    }

    @Test func theCameraIsMissingAndTheDelegateHearsWhatCodeTellsIt() throws {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        let picker = UIImagePickerController(), coordinator = Coordinator()
        picker.sourceType = .photoLibrary; picker.allowsEditing = true; picker.delegate = coordinator
        #expect(picker.mediaTypes == ["public.image"] && picker.cameraFlashMode == .auto)
        let image = try #require(UIImage(systemName: "star"))
        picker.delegate?.imagePickerController(picker, didFinishPickingMediaWithInfo: [.originalImage: image])
        #expect(coordinator.picked === image)
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
        // Cancelling without a method of the delegate's own dismisses, UIKit's default.
        picker.delegate?.imagePickerControllerDidCancel(picker)
        #expect(picker.presentingViewController == nil)
    }
}
