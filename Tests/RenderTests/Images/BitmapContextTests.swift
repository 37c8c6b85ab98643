import LayoutDSL
import Render
import Testing

/// `CGContext(data:…)`: paintings land in the caller's memory, in the layout its bitmap info
/// names, top row first, as code that reads pixels back expects.
@MainActor
struct BitmapContextTests {
    let rgb = CGColorSpaceCreateDeviceRGB()

    @Test func rgbaPixelsLandInTheCallersBufferTopRowFirst() throws {
        var pixels = [UInt8](repeating: 0, count: 2 * 2 * 4)
        try pixels.withUnsafeMutableBytes { buffer in
            let context = try #require(CGContext(data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                                 space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            // The bottom row in Core Graphics' y-up space is the last row in memory.
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            #expect(context.data == buffer.baseAddress && context.bytesPerRow == 8 && context.bitsPerPixel == 32)
        }
        #expect(Array(pixels[0..<8]) == [0, 0, 0, 0, 0, 0, 0, 0])
        #expect(Array(pixels[8..<16]) == [255, 0, 0, 255, 255, 0, 0, 255])
    }

    @Test func iOSsOwnLayoutIsBGRAInMemory() throws {
        let context = try #require(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                             bitmapInfo: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        // Premultiplied half blue: B 128, G 0, R 0, A 128.
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [128, 0, 0, 128])
        #expect(context.makeImage() != nil)
    }

    /// Reading an image's pixels back: drawn at its size, each pixel is the image's; drawn into
    /// one pixel (the usual way to average an image's colour), it mixes its colours.
    @Test func anImageDrawnIntoTheBufferGivesItsPixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let halves = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.blue.setFill(); context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        func drawn(width: Int) throws -> [UInt8] {
            var pixels = [UInt8](repeating: 0, count: 4 * width)
            try pixels.withUnsafeMutableBytes { buffer in
                let context = try #require(CGContext(data: buffer.baseAddress, width: width, height: 1, bitsPerComponent: 8,
                                                     bytesPerRow: 4 * width, space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
                context.draw(try #require(halves.cgImage), in: CGRect(x: 0, y: 0, width: width, height: 1))
            }
            return pixels
        }
        let row = try drawn(width: 10)
        #expect(Array(row[16..<24]) == [255, 0, 0, 255, 0, 0, 255, 255])   // pixels 4 and 5: the last red, the first blue
        let one = try drawn(width: 1)
        #expect(one[0] > 40 && one[1] == 0 && one[2] > 40 && one[3] == 255)
    }

    @Test func greyAndAlphaOnlyBitmapsHaveOneByteAPixel() throws {
        let grey = try #require(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1,
                                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        grey.setFillColor(gray: 1, alpha: 1)
        grey.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(try #require(grey.data).load(as: UInt8.self) == 255)
        let mask = try #require(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1, space: rgb,
                                          bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        mask.setFillColor(gray: 0, alpha: 0.5)
        mask.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(try #require(mask.data).load(as: UInt8.self) == 128)
    }

    @Test func unsupportedFormatsMakeNoContext() {
        #expect(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }
}
