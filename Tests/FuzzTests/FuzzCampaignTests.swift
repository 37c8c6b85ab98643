import Foundation
import Testing

/// A short campaign through the `SnapFuzz` executable, as CI runs it: a fixed seed, trees with the
/// numbers ordinary code writes (`--sane`), at most 120 of them (the first 131 pass) and at most 60 s (the time limit is checked at every tree), every one
/// rendering without a crash, a hang over 10 CPU seconds, a peak over 1 GB or a non-finite frame.
/// Campaigns with extreme values are run by hand (FUZZING.md).
struct FuzzCampaignTests {
    static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("SnapFuzz").path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("SnapFuzz")
    }()

    /// CPU seconds a tree may take. A hang is 10 CPU seconds of a release build, as campaigns
    /// run; the tests run a debug build, whose pixel loops are a few hundred times slower (tree 3,
    /// a shadowed colour over 364x1754 pixels: 0.06 CPU s in release, 16 in debug).
    static let timeout = executable.path.contains("/debug/") ? 120 : 10

    @Test func fixedSeedCampaignFindsNothing() throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["run", "--seed", "20261123", "--count", "120", "--seconds", "60", "--sane", "--no-minimise",
                             "--timeout", "\(Self.timeout)"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("snapfuzz: seed 20261123 (sane numbers), "), "\(output)")
        #expect(output.contains(", 0 failures"), "\(output)")
    }
}
