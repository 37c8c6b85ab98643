import Foundation
import Render
import Testing

extension SnapCLITests {
    /// `--tap` selects segments: in the pickers scene the white plate moves to "Year" after a
    /// tap there, then to "Day" (sampled at the plates' top edges, clear of the titles; the
    /// track is tertiarySystemFill over white, 239).
    @Test func tapsSelectSegments() throws {
        let result = try snap("render", "pickers", "--scale", "1", "--tap", "330,36", "--tap", "60,36", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        let year = try png("out/pickers@1x_000_f000.png"), day = try png("out/pickers@1x_001_f001.png")
        #expect(year[300, 25].r == 255 && year[30, 25].r < 245)
        #expect(day[30, 25].r == 255 && day[300, 25].r < 245)
    }
}
