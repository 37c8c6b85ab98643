import Foundation

/// A camera or microphone (Apple's documentation of `AVCaptureDevice`,
/// https://developer.apple.com/documentation/avfoundation/avcapturedevice).
///
/// There are no capture devices here: `default(for:)` finds none, authorization is `.notDetermined`
/// for every kind of media (nobody has been asked), and a request for access is answered at once
/// with false, as by a device without the hardware.
open class AVCaptureDevice: NSObject {
    /// The device's unique identifier.
    open private(set) var uniqueID: String
    open private(set) var localizedName: String

    init(uniqueID: String, localizedName: String) {
        self.uniqueID = uniqueID
        self.localizedName = localizedName
    }

    /// `.notDetermined`: nobody has been asked.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }

    /// Calls `handler` at once with false: there is nothing here to grant access to.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping (Bool) -> Void) {
        handler(false)
    }

    /// False, as the completion-handler form answers.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    /// Nil: there are no cameras or microphones here.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
}
