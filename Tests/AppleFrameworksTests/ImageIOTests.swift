import Foundation
import ImageIO
import LayoutDSL
import Testing

/// Image sources read image files by the renderer's codecs, and destinations write them.
struct ImageIOTests {
    /// A red image of 3 × 2 pixels, as PNG data.
    static func redPNG() throws -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        return try #require(image.pngData())
    }

    @Test func aSourceDecodesItsImageAndSaysWhatItIs() throws {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        let source = try #require(CGImageSourceCreateWithData(try Self.redPNG() as CFData, options))
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetType(source).map { $0 as String } == "public.png")
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 3 && image.height == 2)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 3)
        #expect(properties[kCGImagePropertyOrientation] as? UInt32 == CGImagePropertyOrientation.up.rawValue)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
    }

    @Test func dataThatIsNoImageHoldsNone() throws {
        let source = try #require(CGImageSourceCreateWithData(Data("text".utf8) as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceGetType(source) == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) == nil)
    }

    @Test func aDestinationWritesPNGAndJPEG() throws {
        let source = try #require(CGImageSourceCreateWithData(try Self.redPNG() as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        for type in ["public.png", "public.jpeg"] {
            let data = try #require(CFDataCreateMutable(nil, 0))
            let destination = try #require(CGImageDestinationCreateWithData(data, type as CFString, 1, nil))
            CGImageDestinationAddImage(destination, image, [kCGImageDestinationLossyCompressionQuality: 0.8] as CFDictionary)
            #expect(CGImageDestinationFinalize(destination))
            let written = try #require(CGImageSourceCreateWithData(data, nil))
            #expect(CGImageSourceGetType(written).map { $0 as String } == type)
            #expect(CGImageSourceCreateImageAtIndex(written, 0, nil)?.width == 3)
        }
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "com.compuserve.gif" as CFString, 1, nil) == nil)
    }

    /// UIKit's `UIImage(data:)` decodes as a source does; data that is no image makes none.
    @Test func uiImageDecodesData() throws {
        let image = try #require(UIImage(data: try Self.redPNG(), scale: 2))
        #expect(image.size == CGSize(width: 1.5, height: 1))
        #expect(image.imageOrientation == .up)
        #expect(UIImage(data: Data("text".utf8)) == nil)
        #expect(UIImage().size == .zero)
    }
}
