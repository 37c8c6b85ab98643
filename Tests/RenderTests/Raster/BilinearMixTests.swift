import Foundation
@testable import Render
import Testing

/// `bilinearMix` and `Canvas.bilinear` give the same bytes whatever form their arithmetic takes:
/// 200,000 pseudo-random pixel quads and fractions hash (64-bit FNV-1a of the results) to the
/// value they had when first recorded, and sampling a small image at random points too.
struct BilinearMixTests {
    static func fnv(_ values: [UInt32]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for value in values { for shift in [0, 8, 16, 24] as [UInt32] { hash = (hash ^ UInt64((value >> shift) & 0xFF)) &* 0x0000_0100_0000_01b3 } }
        return hash
    }

    struct Numbers {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        mutating func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
        mutating func fraction() -> Float { Float(next() % 1_000_001) / 1_000_000 }
    }

    @Test func mixesAsRecorded() {
        var numbers = Numbers()
        let results = (0..<200_000).map { _ in
            bilinearMix(numbers.next(), numbers.next(), numbers.next(), numbers.next(), fx: numbers.fraction(), fy: numbers.fraction())
        }
        #expect(Self.fnv(results) == 16_951_507_503_663_649_597)
    }

    @Test func samplesAsRecorded() {
        var numbers = Numbers()
        var image = Canvas(width: 7, height: 5)
        for i in image.pixels.indices { image.pixels[i] = numbers.next() }
        let results = (0..<50_000).map { _ in
            image.bilinear(CGFloat(numbers.next() % 10_000) / 1_000 - 1.5, CGFloat(numbers.next() % 8_000) / 1_000 - 1.5)
        }
        #expect(Self.fnv(results) == 15_839_360_091_538_102_300)
    }

    /// An enlarged layer is `bilinearMix` of each pixel's four neighbours in the layer (nothing
    /// outside it), pixel for pixel, whatever order the enlarging shares its work in: random
    /// pixels and flat runs, at each reduction the renderer uses, over an area that reaches past
    /// the layer on every side.
    @Test(arguments: [2, 4, 8])
    func enlargingIsTheMixOfEachPixelsNeighbours(factor: Int) {
        var numbers = Numbers()
        var layer = Canvas(bounds: PixelRect(x: -3, y: 2, width: 13, height: 9))
        for i in layer.pixels.indices { layer.pixels[i] = i % 5 < 2 ? 0x80_40_20_10 : numbers.next() }
        let area = PixelRect(x: -4 * factor, y: factor, width: 16 * factor, height: 11 * factor)
        let enlarged = layer.enlarged(by: factor, over: area)
        let k = Double(factor)
        func taps(_ position: Int, origin: Int, length: Int) -> (Int, Int, Float) {
            let u = (Double(position) + 0.5) / k - 0.5, first = Int(u.rounded(.down))
            return (first - origin, first + 1 - origin, Float(u - Double(first)))
        }
        func at(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < layer.width && y < layer.height ? layer.pixels[y * layer.width + x] : 0
        }
        var mismatches = 0
        for y in enlarged.bounds.y..<enlarged.bounds.maxY {
            for x in enlarged.bounds.x..<enlarged.bounds.maxX {
                let (x0, x1, fx) = taps(x, origin: layer.bounds.x, length: layer.width)
                let (y0, y1, fy) = taps(y, origin: layer.bounds.y, length: layer.height)
                let expected = bilinearMix(at(x0, y0), at(x1, y0), at(x0, y1), at(x1, y1), fx: fx, fy: fy)
                if enlarged.pixels[(y - enlarged.bounds.y) * enlarged.width + x - enlarged.bounds.x] != expected { mismatches += 1 }
            }
        }
        #expect(enlarged.bounds == PixelRect(x: -3 * factor, y: 2 * factor, width: 13 * factor, height: 9 * factor))
        #expect(mismatches == 0)
    }
}
