import Foundation

/// Runs one of the repository's Python checks (`Tests/…/*.py`) with the modules built beside
/// `snap`, from the repository's root: what the API coverage, idiom and guide-code tests share.
struct RepositoryScript {
    let status: Int32
    let stdout: String
    let stderr: String

    init(_ path: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", APICoverageTests.root.appendingPathComponent(path).path] + arguments
        process.currentDirectoryURL = APICoverageTests.root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        status = process.terminationStatus
    }

    /// The folder of the modules `snap` was built with.
    static var build: URL { SnapCLITests.executable.deletingLastPathComponent() }
}
