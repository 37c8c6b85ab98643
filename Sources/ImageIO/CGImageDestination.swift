import Foundation
import _DarwinFoundation
import LayoutDSL

/// Image file data being written, as ImageIO writes it (iOS SDK, CGImageDestination.h): PNG or
/// JPEG (`public.png`, `public.jpeg`), encoded by the renderer's encoders as UIKit's `pngData()`
/// and `jpegData(compressionQuality:)` encode; no other type can be made here. The first image
/// added is written; a JPEG's quality is its `kCGImageDestinationLossyCompressionQuality` (1 where
/// it is not given, as ImageIO's default).
public final class CGImageDestination: @unchecked Sendable {
    let data: NSMutableData
    let type: String
    var image: CGImage?
    var quality: CGFloat = 1
    init(data: NSMutableData, type: String) { self.data = data; self.type = type }
}

/// A destination that writes into `data`; nil for a type this cannot write.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int,
                                             _ options: CFDictionary?) -> CGImageDestination? {
    let type = type as String
    guard ["public.png", "public.jpeg"].contains(type), count > 0 else { return nil }
    return CGImageDestination(data: data, type: type)
}

/// The uniform type identifiers of the types a destination can write.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { ["public.png", "public.jpeg"] as NSArray }

/// Adds `image`, with its properties (a JPEG's quality).
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    guard idst.image == nil else { return }
    idst.image = image
    let quality = (properties as? [AnyHashable: Any])?[kCGImageDestinationLossyCompressionQuality as String]
    if let quality = quality as? NSNumber { idst.quality = CGFloat(quality.doubleValue) }
    else if let quality = quality as? CGFloat { idst.quality = quality }
    else if let quality = quality as? Float { idst.quality = CGFloat(quality) }
}

/// Writes the image into the destination's data; false when there is none or it cannot be
/// encoded (in a process without the renderer).
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    guard let image = idst.image else { return false }
    let picture = UIImage(cgImage: image)
    guard let encoded = idst.type == "public.png" ? picture.pngData() : picture.jpegData(compressionQuality: idst.quality)
    else { return false }
    idst.data.append(encoded)
    return true
}
