import CoreImage
import Foundation
import ImageIO
import LayoutDSL
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

    /// Vectors hold Core Image's parameters by position and print as Core Image prints them.
    @Test func vectorsReadTheirValuesByPosition() {
        let rect = CIVector(cgRect: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(rect.count == 4 && rect.z == 30 && rect.cgRectValue == CGRect(x: 1, y: 2, width: 30, height: 40))
        let neutral = CIVector(x: 6500, y: 0)
        #expect(neutral.w == 0 && neutral.stringRepresentation == "[6500 0]")
        #expect(CIVector(string: "[0.5 2 3]") == CIVector(x: 0.5, y: 2, z: 3))
        let move = CIVector(cgAffineTransform: CGAffineTransform(translationX: 4, y: 5))
        #expect(move.count == 6 && move.cgAffineTransformValue.tx == 4)
    }

    @Test func colorsAreTheirComponents() {
        let color = CIColor(string: "0.5 0.25 1")
        #expect(color.red == 0.5 && color.green == 0.25 && color.blue == 1 && color.alpha == 1)
        #expect(color.components[2] == 1 && color.numberOfComponents == 4)
        #expect(CIColor.clear.alpha == 0 && CIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == CIColor.gray)
        #expect(CIColor(color: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)) == CIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(kCIInputSaturationKey == "inputSaturation" && kCIInputContrastKey == "inputContrast")
    }

    /// UIKit's `CIImage(image:)` and `UIImage(ciImage:)`: pixels one way and the other; a symbol
    /// has none, so it makes no Core Image image.
    @Test func imagesPassBetweenUIKitAndCoreImage() throws {
        let source = try #require(CGImageSourceCreateWithData(try ImageIOTests.redPNG() as CFData, nil))
        let pixels = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let image = try #require(CIImage(image: UIImage(cgImage: pixels)))
        #expect(image.extent == CGRect(x: 0, y: 0, width: 3, height: 2) && image.cgImage === pixels)
        #expect(CIImage(image: try #require(UIImage(systemName: "star"))) == nil)
        let back = UIImage(ciImage: image.cropped(to: CGRect(x: 1, y: 1, width: 5, height: 5)))
        #expect(back.ciImage?.extent == CGRect(x: 1, y: 1, width: 2, height: 1))
        #expect(back.cgImage?.width == 2 && back.cgImage?.height == 1 && back.size == CGSize(width: 2, height: 1))
        #expect(UIImage(cgImage: pixels).ciImage == nil)
        #expect(CIImage(color: .red).extent.isInfinite)
    }
}
