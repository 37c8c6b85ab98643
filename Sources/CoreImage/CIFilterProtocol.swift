import Foundation

/// What every filter has (Apple's `CIFilterProtocol`, which the typed filters of
/// `CoreImage.CIFilterBuiltins` refine): its output image. A class protocol, as Apple's
/// Objective-C one is, so that a filter held by a `let` takes new inputs.
public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
    static var customAttributes: [String: Any]? { get }
}

extension CIFilterProtocol {
    public static var customAttributes: [String: Any]? { nil }
}

extension CIFilter: CIFilterProtocol {}
