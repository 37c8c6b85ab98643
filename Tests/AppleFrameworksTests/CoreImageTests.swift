import CoreImage
import Foundation
import ImageIO
import _CryptoKit
import LayoutDSL
import Render
import Testing

/// A context renders an image made from a `CGImage` as that image; of the filters, the QR code
/// generator makes its code.
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
        #expect(CIFilter(name: "CIGaussianBlur") == nil && CIFilter(name: "CIQRCodeGenerator") != nil)
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

    /// `CIFilter.qrCodeGenerator()`: "Hello" at the default level M is a version 1 symbol (21
    /// modules a side, ISO/IEC 18004's smallest) in a one-module quiet zone, its finder patterns
    /// at three corners; 100 bytes need version 5 (37 modules) at L and version 6 (41) at M, by the
    /// standard's byte-mode capacities (106 and 84 bytes for version 5).
    @Test func theQRCodeGeneratorMakesTheSmallestSymbolAtItsLevel() throws {
        let filter = CIFilter.qrCodeGenerator()
        #expect(filter.outputImage == nil && filter.correctionLevel == "M")
        filter.message = Data("Hello".utf8)
        let code = try #require(filter.outputImage)
        #expect(code.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
        let modules = try Self.pixels(of: code, side: 23)
        func dark(_ row: Int, _ columns: Range<Int>) -> [Bool] { columns.map { modules[$0, row] == Pixel(r: 0, g: 0, b: 0, a: 255) } }
        let finderRow = [false, true, true, true, true, true, true, true, false]
        let finderSecondRow = [false, true, false, false, false, false, false, true, false]
        #expect(dark(0, 0..<23) == Array(repeating: false, count: 23))
        #expect(dark(1, 0..<9) == finderRow && dark(1, 14..<23) == finderRow.reversed() && dark(21, 0..<9) == finderRow)
        #expect(dark(2, 0..<9) == finderSecondRow && dark(21, 21..<23) == [false, false])
        let long = Data(repeating: UInt8(ascii: "a"), count: 100)
        for (level, side) in [("L", 37 + 2), ("M", 41 + 2)] {
            let named = try #require(CIFilter(name: "CIQRCodeGenerator", parameters: ["inputMessage": long, "inputCorrectionLevel": level]))
            #expect(named.outputImage?.extent.width == CGFloat(side))
        }
        filter.correctionLevel = "X"
        #expect(filter.outputImage == nil)
        filter.correctionLevel = "H"
        filter.message = Data(repeating: 0, count: 1_300)
        #expect(filter.outputImage == nil)
    }

    /// Core Image's own symbols, measured: the SHA-256 of each one's modules (rows of "0" light
    /// and "1" dark, quiet zone included, joined by newlines) as recorded from `CIQRCodeGenerator`
    /// at level H in mredig/QRettyCode@2cf35641127482543591e881185ef3d45d51b5a4's tests
    /// (docs/reference/core-image-qr-code.md). The same modules here: the same versions, the same
    /// byte-mode codewords, and the same masks (5, 5 and 2), chosen by the standard's penalties.
    @Test(arguments: [
        ("Test", 23, "032604becd5cc744da873d06b516b2c2316cddd9465784383949744339695985"),
        ("https://swaap.co/connect/974A2B4C-2A6C-473D-8B15-639BDCB4A70B", 47,
         "812afdb5c276a732c9423c0f1fcfe7fd4850ddcb2ec142356b42bfcd15486cb7"),
        (String(repeating: "This is the song that doesn't end. Yes, it goes on and on my friends. Some people started singing it, "
                + "not knowing what it was, And they'll continue singing it forever just because ", count: 2)
            + "this is the song that doesn’t end. Yes it goes on and on my friends. Some people started singing it, "
            + "not knowing what it was, and they’ll continue singing it forever just because", 123,
         "a9fe48855cc6232d0f336f32cde8500d5897498643ad16d5962ed51f0d84050c"),
    ])
    func symbolsAreCoreImagesOwn(_ message: String, _ side: Int, _ digest: String) throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(message.utf8)
        filter.correctionLevel = "H"
        let code = try #require(filter.outputImage)
        #expect(code.extent.width == CGFloat(side))
        let canvas = try Self.pixels(of: code, side: CGFloat(side))
        let rows = (0..<side).map { y in String((0..<side).map { canvas[$0, y].r == 0 ? "1" : "0" }) }
        let hash = SHA256.hash(data: Data(rows.joined(separator: "\n").utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(hash == digest)
    }

    /// A filter of the app's own: a subclass that makes its output from its own inputs.
    final class Invert: CIFilter, @unchecked Sendable {
        var inputImage: CIImage?
        override var outputImage: CIImage? { inputImage?.cgImage.map { CIImage(cgImage: $0) } }
    }

    @Test func anAppsOwnFilterIsNamedByItsClass() throws {
        let filter = Invert()
        #expect(filter.name == "Invert" && filter.outputImage == nil && filter.inputKeys.isEmpty)
        filter.inputImage = try #require(CIFilter(name: "CIQRCodeGenerator", parameters: ["inputMessage": Data("A".utf8)])?.outputImage)
        #expect(filter.outputImage?.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
    }

    /// The way apps show a code: scaled by ten, made a `CGImage` by a context and shown without
    /// interpolation, each module is ten black or white pixels.
    @Test func aScaledCodeShowsSquareModules() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Hello".utf8)
        let scaled = try #require(filter.outputImage).transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        #expect(scaled.extent == CGRect(x: 0, y: 0, width: 230, height: 230))
        let cgImage = try #require(CIContext().createCGImage(scaled, from: scaled.extent))
        #expect(cgImage.width == 230 && cgImage.height == 230)
        let canvas = try Self.pixels(of: CIImage(cgImage: cgImage), side: 230)
        let white = Pixel(r: 255, g: 255, b: 255, a: 255), black = Pixel(r: 0, g: 0, b: 0, a: 255)
        #expect(canvas[5, 5] == white && canvas[10, 10] == black && canvas[79, 79] == black && canvas[25, 25] == white)
        #expect(canvas[19, 19] == black && canvas[20, 20] == white && canvas[224, 10] == white && canvas[215, 10] == black)
        #expect(canvas[10, 215] == black && canvas[215, 215] == white)
    }

    /// The image shown as apps show a code (`Image(uiImage:)`, no interpolation), one pixel a point.
    static func pixels(of image: CIImage, side: CGFloat) throws -> Render.Canvas {
        let view = Image(uiImage: UIImage(ciImage: image)).interpolation(.none).frame(width: side, height: side)
        let tree = try ViewHost(view, canvasSize: CGSize(width: side, height: side), environment: EnvironmentValues()).update()
        return Renderer(scale: 1).render(tree)
    }
}
