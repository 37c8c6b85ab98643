import Foundation
import Render
import Testing

extension SnapCLITests {
    /// `--frames N` renders N frames at `--fps` from time zero (the animations gallery at 4 fps:
    /// frames at 0, 0.25 … 0.75 s); it contradicts the other sequences (exit 6) and must be 1…3600 (exit 4).
    @Test func framesOption() throws {
        let result = try snap("render", "animations", "--scale", "1", "--frames", "4", "--fps", "4", "--layout-json", "frames.json", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files().count == 4)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("frames.json"))) as? [String: Any]
        let times = ((json?["frames"] as? [[String: Any]]) ?? []).compactMap { $0["time"] as? Double }
        #expect(times == [0, 0.25, 0.5, 0.75])
        #expect(try snap("render", "animations", "--frames", "3", "--duration", "1", "--quiet").status == 6)
        #expect(try snap("render", "animations", "--frames", "0", "--quiet").status == 4)
    }
}
