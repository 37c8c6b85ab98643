import Foundation

/// UIKit's camera and photo library picker (`UIImagePickerController`), as a Simulator without
/// photos has it: the photo library and saved photos are there, the camera is not
/// (`isSourceTypeAvailable(.camera)` is false, as on the Simulator); a preview presents nothing
/// to pick, so the delegate hears nothing until code calls it. Its view draws as an empty
/// navigation controller's.
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable { case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2 }
    public enum CameraDevice: Int, Sendable { case rear = 0, front = 1 }
    public enum CameraCaptureMode: Int, Sendable { case photo = 0, video = 1 }
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    public enum QualityType: Int, Sendable {
        case typeHigh = 0, typeMedium = 1, typeLow = 2, type640x480 = 3, typeIFrame1280x720 = 4, typeIFrame960x540 = 5
    }
    public enum ImageURLExportPreset: Int, Sendable { case compatible = 0, current = 1 }

    /// The keys of the picked media's dictionary, with UIKit's values.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var videoMaximumDuration: TimeInterval = 600
    open var videoQuality: QualityType = .typeMedium
    open var imageExportPreset: ImageURLExportPreset = .compatible
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var cameraViewTransform: CGAffineTransform = .identity
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraDevice: CameraDevice = .rear
    open var cameraFlashMode: CameraFlashMode = .auto

    public init() { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { return nil }

    /// Whether the device has the source: no camera, as on the Simulator.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    open func takePicture() {}
    open func startVideoCapture() -> Bool { false }
    open func stopVideoCapture() {}
}

/// What an image picker tells its delegate (UIKit's `UIImagePickerControllerDelegate`; both
/// methods optional: a cancel without a method of its own dismisses the picker, as UIKit does).
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}
