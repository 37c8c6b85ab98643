import Foundation
import LayoutDSL

/// The loading phase of a product's promotional image (Apple's documentation of
/// `ProductIconPhase`, https://developer.apple.com/documentation/storekit/producticonphase, iOS 17).
/// No image is loaded here, so a product view's icon closure is always given `.unavailable`.
public enum ProductIconPhase {
    case loading
    case success(Image)
    case unavailable
    case failure(any Error)
}
