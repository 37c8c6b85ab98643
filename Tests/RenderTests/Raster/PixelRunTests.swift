@testable import Render
import Testing

/// `Canvas.store`: a run of one colour, by eights, by `memset`, or by a block copied along.
struct PixelRunTests {
    /// Every length around the paths' thresholds (64, 256, the 1,024-pixel block and its
    /// doublings), in a colour with equal bytes (one `memset`) and one without (the copied
    /// block): exactly the run's pixels take the colour, and the guard pixels either side keep
    /// theirs.
    @Test(arguments: [UInt32(0xFFFF_FFFF), 0xFF12_3456])
    func runsCoverExactlyTheirPixels(color: UInt32) {
        let guardPixel: UInt32 = 0xDEAD_BEEF
        for count in Array(0...300) + [511, 512, 513, 1023, 1024, 1025, 2047, 2048, 2049, 5000] {
            var pixels = [UInt32](repeating: guardPixel, count: count + 2)
            pixels.withUnsafeMutableBufferPointer { Canvas.store(color, $0.baseAddress! + 1, count: count) }
            #expect(pixels.first == guardPixel && pixels.last == guardPixel, "count \(count)")
            #expect(pixels[1..<count + 1].allSatisfy { $0 == color }, "count \(count)")
        }
    }
}
