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
}
