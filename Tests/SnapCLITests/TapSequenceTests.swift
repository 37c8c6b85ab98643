import Foundation
import Render
import Testing

extension SnapCLITests {
    /// Each `--tap` gives one frame, after it, in order: the controls scene's Wi-Fi switch, on at
    /// first, is off after the first tap and on after the second. Taps contradict other
    /// sequences (exit 6); a tap needs X,Y (exit 4).
    @Test func tapSequence() throws {
        let result = try snap("render", "controls", "--scale", "1", "--tap", "350,327", "--tap", "350,327", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files() == ["controls@1x_000_f000.png", "controls@1x_001_f001.png"])
        // The switch's track at its leading end: off (light grey) after the first tap, on (green) after the second.
        let off = try png("out/controls@1x_000_f000.png")[330, 327], on = try png("out/controls@1x_001_f001.png")[330, 327]
        #expect(off.g > 200 && off.r > 200)
        #expect(on.g > 150 && on.r < 100)
        #expect(try snap("render", "controls", "--tap", "350", "--quiet").status == 4)
        #expect(try snap("render", "controls", "--tap", "1,2", "--offset", "3", "--quiet").status == 6)
    }
}

extension SnapCLITests {
    /// Reliability issue, item 9: the files of a run are written as a set. An unwritable
    /// `--layout-json` fails the run (exit 10) and leaves no PNG and no output folder behind.
    @Test func outputIsAllOrNothing() throws {
        let result = try snap("render", "primitives", "-o", "set", "--layout-json", "/proc/no/such/layout.json", "--quiet")
        #expect(result.status == 10, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("set").path))
        let good = try snap("render", "primitives", "-o", "set", "--layout-json", "set/layout.json", "--quiet")
        #expect(good.status == 0, "\(good.stderr)")
        #expect(files("set").sorted() == ["layout.json", "primitives@2x_0.png"])
    }
}
