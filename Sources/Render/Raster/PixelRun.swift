#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Canvas {
    /// `count` pixels of one colour from `pixels`, eight to a store (`update(repeating:)` stored
    /// them one at a time: a full-screen background at 3x was 3 million stores). A long run of a
    /// colour whose four bytes are equal, as white and transparent are (most canvases' backgrounds
    /// and every layer's), is one `memset`, whose stores are as wide as the processor allows
    /// (glibc picks AVX2 or AVX-512 at load time; this build assumes only SSE2): the text page took
    /// 3% less CPU at 1x and 6% at 3x (RasterVsCairo frames, paired whole processes). Other colours
    /// stay with the vector loop: doubling a block with `memcpy` took 28% longer than the loop to
    /// fill a 3x frame (a C loop of both, best of 30).
    @inline(__always)
    static func store(_ color: UInt32, _ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let byte = color & 0xFF
        if count >= 64, color == byte &* 0x0101_0101 {
            memset(pixels, Int32(byte), count * 4)
            return
        }
        let eight = SIMD8<UInt32>(repeating: color)
        var k = 0
        while k + 8 <= count { UnsafeMutableRawPointer(pixels + k).storeBytes(of: eight, as: SIMD8<UInt32>.self); k += 8 }
        while k < count { pixels[k] = color; k += 1 }
    }
}
