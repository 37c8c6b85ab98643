import Foundation
import SnapRuntime

/// `snap mcp` runs each render, test and diff as a child process of its own executable (`snap
/// render …`, `snap test …`, `snap diff …`), so a tool means exactly what the command means, and
/// nothing a preview or the compiler does can reach the server: the child's standard output and
/// error are captured (the server's standard output is the protocol's), its standard input is
/// empty (the server's is the protocol's), and a child that runs past `limit` seconds is
/// stopped (`ChildWatch`). The previews themselves run in a grandchild under `--timeout`
/// (`PreviewProcess`, `PlanRun`); `limit` bounds the compiler too.
struct SnapSubprocess {
    let arguments: [String]
    /// Seconds the whole command may take.
    let limit: Double

    struct Output: Equatable {
        /// The command's exit status: 0, or one of `SnapError.Code`'s.
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether it was stopped at the limit.
        var timedOut: Bool
    }

    func run() throws -> Output {
        let process = Process()
        process.executableURL = RuntimeLocation.executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), errors = Pipe()
        process.standardOutput = out
        process.standardError = errors
        let exit = ProcessExit(of: process)
        do { try process.run() } catch {
            throw ToolFailure("cannot run \(RuntimeLocation.executable.path): \(error.localizedDescription)")
        }
        let watch = ChildWatch(process, timeout: limit)
        // Both pipes are read at once, so that neither fills while the other is read.
        let stderr = PipeReader(errors.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let errorText = stderr.finish()
        exit.wait()
        watch.cancel()
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return Output(status: status, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: errorText, as: UTF8.self),
                      timedOut: watch.timedOut)
    }

    /// The command's failure as a tool's: its `snap: error:` line as the message and what it
    /// printed before it (the compiler's diagnostics, the previews' warnings) as the details.
    func failure(_ output: Output) -> ToolFailure {
        if output.timedOut {
            return ToolFailure("snap \(arguments[0]) did not finish within \(String(format: "%g", limit)) s", details: output.stderr)
        }
        let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let last = lines.lastIndex(where: { $0.hasPrefix(StderrFilter.errorPrefix) }) else {
            return ToolFailure("snap \(arguments[0]) exited with status \(output.status)", details: output.stderr)
        }
        let before = lines[..<last].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return ToolFailure(String(lines[last].dropFirst(StderrFilter.errorPrefix.count)), details: before)
    }
}
