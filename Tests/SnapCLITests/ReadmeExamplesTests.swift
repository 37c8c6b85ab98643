import Foundation
import SnapshotReporting
import Testing

/// docs/cli.md's `snap` examples (the block under "snap: the command-line renderer") run as
/// written, each exiting 0, in a folder holding what they name: a Swift file of previews at the
/// path they give, two PNGs to diff and two shards' reports. `snap watch` is stopped once it
/// watches; `--open` reaches a stand-in `xdg-open`.
struct ReadmeExamplesTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/cli.md")

    /// The block's commands, comments removed, split into words.
    static func commands() throws -> [[String]] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "# snap: the command-line renderer\n\n```sh\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").map { line in
            (line.range(of: "  #").map { String(line[..<$0.lowerBound]) } ?? String(line)).split(separator: " ").map(String.init)
        }
    }

    @Test func theCLIExamplesRunAsWritten() throws {
        let snap = SnapFileTests()
        let commands = try Self.commands()
        #expect(commands.count >= 12 && commands.allSatisfy { $0.first == "snap" })
        try FileManager.default.createDirectory(at: snap.directory.appendingPathComponent("Sources/Views"), withIntermediateDirectories: true)
        try snap.write("Sources/Views/Card.swift", """
        import SwiftUI

        struct Card: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Lisbon").font(.headline)
                    Text("Three days by the river").foregroundStyle(.secondary)
                }
                .padding()
                .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
            }
        }

        #Preview("Light") { Card() }
        #Preview("Dark") { Card().preferredColorScheme(.dark) }
        """)
        for (index, shard) in ["shard-1", "shard-2"].enumerated() {
            let entry = SnapshotReport.Entry(suite: "CardTests", test: "card\(index)()", name: "1", library: "XCTest",
                                             file: "Demo/CardTests.swift", line: 3, outcome: .passed)
            try SnapshotReport.write(SnapshotReport.Contents(run: shard, started: Date(timeIntervalSince1970: 0), entries: [entry]),
                                     to: snap.directory.appendingPathComponent(shard))
        }
        // A stand-in for the desktop's opener, first on the PATH.
        let bin = snap.directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\nexit 0\n".write(to: bin.appendingPathComponent("xdg-open"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("xdg-open").path)
        let path = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        for command in commands {
            let arguments = Array(command.dropFirst())
            if arguments.first == "diff" {
                // Two images to compare: the first frame the examples wrote, twice.
                let frame = snap.directory.appendingPathComponent("out/collapsing-header@2x_0.png")
                for name in ["reference.png", "actual.png"] where !FileManager.default.fileExists(atPath: snap.directory.appendingPathComponent(name).path) {
                    try FileManager.default.copyItem(at: frame, to: snap.directory.appendingPathComponent(name))
                }
            }
            if arguments.first == "watch" {
                let said = try Self.untilWatching(arguments, in: snap.directory)
                #expect(said.contains("rendered") && said.contains("watching"), "\(command.joined(separator: " ")): \(said)")
                continue
            }
            let result = try snap.run(arguments, environment: path)
            #expect(result.status == 0, "\(command.joined(separator: " ")): \(result.stderr)")
        }
    }

    /// Runs `snap watch` until it says it is watching (at most two minutes), then stops it;
    /// returns what it printed.
    static func untilWatching(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = SnapCLITests.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = err
        try process.run()
        // A watch that never says it watches is stopped anyway, which ends the reads below.
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains("watching") {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }
        process.terminate()
        process.waitUntilExit()
        return String(decoding: said, as: UTF8.self)
    }
}
