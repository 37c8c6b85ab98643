import CoreImage
import Foundation
import ImageIO
import Testing

/// A context renders an image made from a `CGImage` as that image; no filter is here.
struct CoreImageTests {
    @Test func aContextCropsAndNoFilterIsMade() throws {
        let source = try #require(CGImageSourceCreateWithData(try ImageIOTests.redPNG() as CFData, nil))
        let image = CIImage(cgImage: try #require(CGImageSourceCreateImageAtIndex(source, 0, nil)))
        #expect(image.extent == CGRect(x: 0, y: 0, width: 3, height: 2))
        let context = CIContext(options: [.priorityRequestLow: true])
        #expect(context.createCGImage(image, from: image.extent) === image.cgImage)
        let part = try #require(context.createCGImage(image, from: CGRect(x: 1, y: 0, width: 2, height: 1)))
        #expect(part.width == 2 && part.height == 1)
        #expect(context.createCGImage(image, from: CGRect(x: 10, y: 10, width: 1, height: 1)) == nil)
        #expect(CIFilter(name: "CIGaussianBlur") == nil)
        #expect(kCIInputImageKey == "inputImage")
    }
}
