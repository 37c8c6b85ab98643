#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Canvas {
    /// `count` pixels of one colour from `pixels`. A long run goes through the C library's
    /// `memset` and `memcpy`, whose stores are as wide as the processor allows (glibc picks AVX2
    /// or AVX-512 at load time; this build assumes only SSE2): a colour whose four bytes are
    /// equal, as white and transparent are, is one `memset`; any other is stored over the first
    /// 64 pixels, which are copied to double them up to 4 KB (a block that stays in the
    /// first-level cache), and that block is copied along the run. A canvas's background and
    /// the inside of large fills are such runs: the text page took 3% less CPU at 1x and 6% at
    /// 3x (RasterVsCairo frames, paired whole processes). A run under 64 pixels, or a coloured
    /// one under 256, is eight pixels a store.
    @inline(__always)
    static func store(_ color: UInt32, _ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count < 64 else { return storeRun(color, pixels, count: count) }
        storeEights(color, pixels, count: count)
    }

    @inline(__always)
    private static func storeEights(_ color: UInt32, _ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let eight = SIMD8<UInt32>(repeating: color)
        var k = 0
        while k + 8 <= count { UnsafeMutableRawPointer(pixels + k).storeBytes(of: eight, as: SIMD8<UInt32>.self); k += 8 }
        while k < count { pixels[k] = color; k += 1 }
    }

    private static func storeRun(_ color: UInt32, _ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let byte = color & 0xFF
        guard color != byte &* 0x0101_0101 else {
            memset(pixels, Int32(byte), count * 4)
            return
        }
        guard count >= 256 else { return storeEights(color, pixels, count: count) }
        var filled = 64
        storeEights(color, pixels, count: filled)
        while filled < count {
            let piece = min(filled, 1024, count - filled)
            memcpy(pixels + filled, pixels, piece * 4)
            filled += piece
        }
    }
}
