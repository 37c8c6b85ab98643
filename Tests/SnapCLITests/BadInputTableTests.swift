import Foundation
import Testing

/// Bad invocations of `snap`, as a table: each exits with the code docs/cli.md documents for it, prints exactly one `snap: error:` line naming the problem
/// (argument-parser's own usage errors, code 64, print its usage instead), and leaves nothing
/// behind in the folder it ran in: no output folder, no partial PNG or JSON, no temporary file.
struct BadInputTableTests {
    /// Files the table's invocations read, made before each runs (the only entries allowed to remain).
    static let inputs: [String: String] = [
        "Plain.swift": "import SwiftUI\nstruct Plain: View { var body: some View { Color.red } }\n",
        "notes.txt": "not an image",
        "folder.swift/.keep": "",
        "file-not-folder": "",
    ]

    static let table: [([String], Int32, String)] = [
        // Scenes (2)
        (["render", "nope"], 2, "unknown scene 'nope'"),
        (["render", "collapsing-heder"], 2, "did you mean 'collapsing-header'"),
        (["render", ""], 2, "unknown scene ''"),
        // Sizes and scales (3), and sizes that are not WxH (64)
        (["render", "primitives", "--size", "0x10"], 3, "must be positive"),
        (["render", "primitives", "--size", "10x0"], 3, "must be positive"),
        (["render", "primitives", "--size=-5x10"], 3, "must be positive"),
        (["render", "primitives", "--size", "nanxnan"], 3, "size nanxnan must be positive and finite"),
        (["render", "primitives", "--size", "infx10"], 3, "must be positive and finite"),
        (["render", "primitives", "--size", "1e300x1e300"], 3, "megapixels; the limit is 64 megapixels"),
        (["render", "primitives", "--size", "90000x90000"], 3, "the limit is 64 megapixels"),
        (["render", "primitives", "--size", "100001x10", "--scale", "1"], 3, "pixels on a side; the limit is 100000"),
        (["render", "primitives", "--size", "40000x10", "--scale", "3"], 3, "120000 pixels on a side"),
        (["render", "primitives", "--scale", "4"], 3, "--scale must be 1, 2 or 3"),
        (["render", "primitives", "--scale", "0"], 3, "--scale must be 1, 2 or 3"),
        (["render", "primitives", "--scale=-1"], 3, "--scale must be 1, 2 or 3"),
        (["render", "primitives", "--sweep", "0:400:1", "--contact-sheet", "sheet.png", "--contact-sheet-max-size", "64"], 3,
         "a contact sheet of 401 frames does not fit 64 pixels a side"),
        (["render", "primitives", "--contact-sheet", "s.png", "--contact-sheet-scale", "0"], 3, "--contact-sheet-scale must be between 0.05 and 3"),
        (["render", "primitives", "--contact-sheet", "s.png", "--contact-sheet-columns", "0"], 3, "--contact-sheet-columns must be between 1 and 100"),
        (["render", "primitives", "--size", "banana"], 64, "--size"),
        (["render", "primitives", "--size", "10x"], 64, "--size"),
        (["render", "primitives", "--size", "10x10x10"], 64, "--size"),
        (["render", "primitives", "--scale", "1.5"], 64, "--scale"),
        // Offsets, sweeps, drags, taps, fps, durations, frames (4)
        (["render", "primitives", "--offset", "inf"], 4, "not a finite number"),
        (["render", "primitives", "--offset", "nan"], 4, "not a finite number"),
        (["render", "primitives", "--offset", "1e999"], 4, "not a finite number"),
        (["render", "primitives", "--offset", "1,2,3"], 4, "is not an offset"),
        (["render", "primitives", "--offset", "x"], 4, "is not an offset"),
        (["render", "primitives", "--offset", ""], 4, "is not an offset"),
        (["render", "primitives", "--offsets", "1,x"], 4, "is not an offset"),
        (["render", "primitives", "--offsets", "1,,2"], 4, "is not an offset"),
        (["render", "primitives", "--offsets", "0,nan"], 4, "not a finite number"),
        (["render", "primitives", "--sweep", "0:10:-1"], 4, "never reaches"),
        (["render", "primitives", "--sweep", "0:10:0"], 4, "never reaches"),
        (["render", "primitives", "--sweep", "0:1:1e-300"], 4, "frames; the limit is 10000"),
        (["render", "primitives", "--sweep", "0:100000:1"], 4, "100001 frames; the limit is 10000"),
        (["render", "primitives", "--sweep", "0:1"], 4, "is not a sweep"),
        (["render", "primitives", "--sweep", "a:b:c"], 4, "is not a sweep"),
        (["render", "primitives", "--sweep", "0:nan:1"], 4, "is not a sweep"),
        (["render", "primitives", "--sweep", "0:1:1:1"], 4, "is not a sweep"),
        (["render", "primitives", "--sweep", "-1e308:1e308:1"], 4, "the limit is 10000"),
        (["render", "primitives", "--drag", "1,2"], 4, "is not a drag"),
        (["render", "primitives", "--drag", "1,2:3"], 4, "drag point '3' needs X,Y"),
        (["render", "primitives", "--drag", "1,2:3,4:0"], 4, "must be a positive number of seconds"),
        (["render", "primitives", "--drag", "1,2:3,4:-1"], 4, "must be a positive number of seconds"),
        (["render", "primitives", "--drag", "1,2:3,4:nan"], 4, "must be a positive number of seconds"),
        (["render", "primitives", "--drag", "1,2:3,4:1e300"], 4, "drag duration"),
        (["render", "primitives", "--drag", "1,2:3,4:0.2:x"], 4, "is not an offset"),
        (["render", "primitives", "--drag", "a,b:c,d"], 4, "is not an offset"),
        (["render", "primitives", "--drag", "inf,0:0,0"], 4, "not a finite number"),
        (["render", "primitives", "--tap", "5"], 4, "tap '5' needs X,Y"),
        (["render", "primitives", "--tap", "5,5:0"], 4, "hold for more than 0 and at most 60 seconds"),
        (["render", "primitives", "--tap", "5,5:1:2"], 4, "needs X,Y or X,Y:SECONDS"),
        (["render", "primitives", "--tap", "x,y"], 4, "is not an offset"),
        (["render", "primitives", "--tap", "nan,1"], 4, "not a finite number"),
        (["render", "primitives", "--fps", "0"], 4, "--fps must be between 0.01 and 1000"),
        (["render", "primitives", "--fps=-1"], 4, "--fps must be between 0.01 and 1000"),
        (["render", "primitives", "--fps", "nan"], 4, "--fps must be between 0.01 and 1000"),
        (["render", "primitives", "--fps", "inf"], 4, "--fps must be between 0.01 and 1000"),
        (["render", "primitives", "--fps", "1001"], 4, "--fps must be between 0.01 and 1000"),
        (["render", "horizontal-list", "--drag", "300,120:100,120", "--fps", "1e-300"], 4, "--fps must be between 0.01 and 1000"),
        (["render", "primitives", "--duration=-1"], 4, "--duration must be between 0 and"),
        (["render", "primitives", "--duration", "nan"], 4, "--duration must be between 0 and"),
        (["render", "primitives", "--duration", "1e9"], 4, "--duration must be between 0 and"),
        (["render", "primitives", "--frames", "0"], 4, "--frames must be between 1 and 3600"),
        (["render", "primitives", "--frames", "3601"], 4, "--frames must be between 1 and 3600"),
        // Devices (5)
        (["render", "primitives", "--device", "nokia"], 5, "unknown device 'nokia'"),
        (["render", "primitives", "--device", ""], 5, "unknown device ''"),
        // Contradictions and backgrounds (6)
        (["render", "primitives", "--offset", "1", "--sweep", "0:1:1"], 6, "give one of"),
        (["render", "primitives", "--tap", "1,1", "--offset", "2"], 6, "give one of"),
        (["render", "primitives", "--duration", "1", "--frames", "2"], 6, "give one of"),
        (["render", "controls", "--tap", "1000,1000"], 4, "--tap 1000,1000 is outside the 393×560 pt canvas of controls"),
        (["render", "primitives", "--offset", "0,100"], 4, "primitives has no ScrollView for --offset, --offsets or --sweep to scroll"),
        (["render", "/tmp"], 2, "'/tmp' is a folder: snap render takes a Swift file or a scene name"),
        (["render", "primitives", "--size", "10x10", "--device", "iphone-16"], 6, "--size and --device"),
        (["render", "primitives", "--background", "+FFFFF"], 6, "background '+FFFFF' is not"),
        (["render", "primitives", "--background", "#12345"], 6, "background '#12345' is not"),
        (["render", "primitives", "--background", "#GGGGGG"], 6, "background '#GGGGGG' is not"),
        (["render", "primitives", "--background", "rainbow"], 6, "background 'rainbow' is not"),
        (["render", "primitives", "--background", ""], 6, "background '' is not"),
        // Unreadable files (7), not a PNG (12)
        (["render", "Missing.swift"], 7, "Missing.swift"),
        (["render", "folder.swift"], 7, "folder.swift"),
        (["diff", "missing-a.png", "missing-b.png"], 7, "cannot read missing-a.png"),
        (["diff", "notes.txt", "notes.txt"], 12, "notes.txt"),
        // A file without previews (8)
        (["render", "Plain.swift"], 8, "declares no PreviewProvider"),
        // Unwritable output (10)
        (["render", "primitives", "-o", ""], 10, "--out needs a folder name"),
        (["render", "primitives", "-o", "/proc/forbidden/x"], 10, "cannot create output directory /proc/forbidden/x: making /proc/forbidden failed: No such file or directory"),
        (["render", "primitives", "-o", "file-not-folder"], 10, "is not a writable folder"),
        (["render", "primitives", "--layout-json", "/proc/forbidden/x.json"], 10, "cannot create output directory /proc/forbidden"),
        (["render", "primitives", "--contact-sheet", "/proc/forbidden/x.png"], 10, "cannot create output directory /proc/forbidden"),
        (["render", "primitives", "--layout-json", "folder.swift"], 10, "folder.swift: it is a folder"),
        (["render", "primitives", "--contact-sheet", "folder.swift"], 10, "folder.swift: it is a folder"),
        // Scroll targets (14), settings (16)
        (["render", "collapsing-header", "--scroll-target", "nope", "--offset", "50"], 14, "no scroll view 'nope'; scroll views here: scroll"),
        (["render", "primitives", "--scroll-target", "list"], 14, "no scroll view 'list'; there are no scroll views"),
        (["render", "primitives", "--defaults", "=1"], 16, "needs KEY=VALUE"),
        (["render", "primitives", "--defaults", "novalue"], 16, "needs KEY=VALUE"),
        // argument-parser's usage errors (64)
        (["render", "primitives", "--bogus"], 64, "Unknown option '--bogus'"),
        (["render", "primitives", "--size"], 64, "--size"),
        (["render", "primitives", "--color-scheme", "purple"], 64, "--color-scheme"),
        (["render", "primitives", "--layout-direction", "up"], 64, "--layout-direction"),
        (["render", "primitives", "--dynamic-type", "huge"], 64, "--dynamic-type"),
        (["render"], 64, "Missing expected argument"),
        (["frobnicate"], 64, "frobnicate"),
    ]

    @Test(arguments: table)
    func badInput(arguments: [String], code: Int32, message: String) throws {
        let cli = SnapCLITests()
        for (name, contents) in Self.inputs {
            let url = cli.directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        let result = try cli.snapArgs(arguments)
        #expect(result.status == code, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        let errorLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("snap: error:") }
        if code == 64 {
            #expect(errorLines.isEmpty, "\(arguments): \(result.stderr)")
        } else {
            #expect(errorLines.count == 1, "\(arguments): \(result.stderr)")
        }
        #expect(try Self.entries(in: cli.directory) == Set(Self.inputs.keys), "\(arguments)")
    }

    /// The files under `folder`, as paths relative to it (hidden files included).
    static func entries(in folder: URL) throws -> Set<String> {
        var result = Set<String>()
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory != true else { continue }
            result.insert(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
        }
        return result
    }
}
