@testable import Render
import Testing

/// `Canvas.store`: a run of one colour, by eights or by `memset`.
struct PixelRunTests {
    /// Every length around the `memset` threshold (64) and the vector loop's steps of eight, and
    /// some long runs, in a colour with equal bytes (`memset` from 64 pixels) and one without
    /// (the loop): exactly the run's pixels take the colour, and the guard pixels either side
    /// keep theirs.
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
