import Foundation
import Render
import Testing

extension SnapCLITests {
    /// Several frames are numbered, zero-padded, before their offset: the names sort in frame
    /// order (a sweep's offsets `0, -10, … -120` do not).
    @Test func sequenceNamesSortInFrameOrder() throws {
        let result = try snap("render", "pull-to-refresh", "--scale", "1", "--sweep", "0:-120:-10", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        let expected = (0...12).map { "pull-to-refresh@1x_\(String(format: "%03d", $0))_\($0 == 0 ? "0" : "-\($0 * 10)").png" }
        #expect(files() == expected)
    }

    /// `--contact-sheet-columns` and `--contact-sheet-scale` set the sheet's grid and pixels per
    /// point: 4 frames of 390x500 pt in 2 columns at 0.5x are 2x2 cells of 195x250 px, each under
    /// a 12 px label, with 4 px gaps (`ContactSheet`'s 8 pt and 24 pt at 0.5x).
    @Test func contactSheetColumnsAndScale() throws {
        let result = try snap("render", "pull-to-refresh", "--scale", "1", "--offsets", "0,-40,-80,-120", "--contact-sheet", "sheet.png",
                              "--contact-sheet-columns", "2", "--contact-sheet-scale", "0.5", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        let frame = try png("out/pull-to-refresh@1x_000_0.png")
        let sheet = try png("sheet.png")
        let cell = (width: (frame.width + 1) / 2, height: (frame.height + 1) / 2)
        #expect(sheet.width == 2 * cell.width + 3 * 4)
        #expect(sheet.height == 2 * (cell.height + 12) + 3 * 4)
    }

    /// A sheet larger than `--contact-sheet-max-size` is drawn at the largest scale that fits,
    /// and says so; nothing is refused.
    @Test func contactSheetFitsItsMaximumSize() throws {
        let result = try snap("render", "pull-to-refresh", "--scale", "2", "--sweep", "0:-110:-10", "--contact-sheet", "sheet.png",
                              "--contact-sheet-max-size", "1000")
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try png("sheet.png")
        #expect(max(sheet.width, sheet.height) <= 1000)
        // 12 frames in 6 columns, 2 rows: the width is the longer side and uses most of the bound.
        #expect(sheet.width > 950)
        #expect(result.stderr.contains("the contact sheet is drawn at 0."))
    }

    /// On a terminal the run shows its phases with counts, ending with the files written; into a
    /// pipe (the other tests) it shows none. `script` gives snap a terminal.
    @Test func progressShowsPhasesOnATerminal() throws {
        let command = "\(Self.executable.path) render pull-to-refresh --scale 1 --sweep 0:-60:-10 --contact-sheet sheet.png"
        let output = try runScript(command)
        for phase in ["layout", "render 7/7  encode 7/7", "contact sheet: encoding", "write 8/8", "rendered 7 frames"] {
            #expect(output.contains(phase), "\(phase) in \(output)")
        }
        let piped = try snap("render", "pull-to-refresh", "--scale", "1", "--sweep", "0:-60:-10", "-o", "piped")
        #expect(!piped.stderr.contains("render 7/7"))
        #expect(piped.stderr.contains("rendered 7 frames"))
    }

    /// Runs `command` under `script`, on a pseudo-terminal, and returns what it printed.
    func runScript(_ command: String) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
