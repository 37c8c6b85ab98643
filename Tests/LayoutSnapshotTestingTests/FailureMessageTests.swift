@testable import LayoutSnapshotTesting
@testable import Render
import Testing

/// The failure message's perceptual figure stays within 0…1 when ΔE94 passes 100 (black against white).
struct FailureMessageTests {
    @Test func perceptualFigureIsNeverNegative() {
        let canvas = Canvas(width: 1, height: 1)
        let difference = ImageDifference(width: 1, height: 1, differingPixels: 1, maxDeltaE: 100.4, region: nil, sizeMismatch: false)
        let text = FailureMessage.text(difference, reference: canvas, actual: canvas, precision: 1, perceptualPrecision: 1, artifacts: nil)
        #expect(text.contains("worst pixel ΔE94 100.40 (= 0.0000)") && !text.contains("-0"))
    }
}
