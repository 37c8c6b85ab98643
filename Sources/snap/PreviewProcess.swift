import Foundation
import SnapRuntime

/// Runs a compiled preview program and watches it die: its stdout is `snap`'s; its stderr passes
/// through `snap`, which keeps the preview announcements (`PreviewAnnouncement`) and the Swift
/// runtime's `Fatal error:` line to itself. A program killed by a signal becomes
/// `preview '<name>' crashed: <reason>` (exit 13) instead of a backtrace and the signal's number
/// as an exit code, which would read as one of snap's own codes (4 = bad offsets, 11 = unsettled).
///
/// The program runs under a time limit (`--timeout`): past it, it is stopped and snap exits 18
/// naming the preview it was on. SIGINT and SIGTERM sent to snap stop the program too, so it is
/// never left running, re-parented, holding snap's output open.
struct PreviewProcess {
    let program: URL
    let file: String
    /// The file's path in its module: which file's previews the program renders.
    let key: String
    let timeout: Double

    func run(_ request: RenderRequest) throws {
        let process = Process()
        process.executableURL = program
        process.arguments = [String(decoding: try JSONEncoder().encode(request), as: UTF8.self), key]
        process.environment = Self.environment
        let errors = Pipe()
        process.standardError = errors
        let exit = ProcessExit(of: process)
        do { try process.run() } catch {
            throw SnapError(.internalError, "cannot run the compiled preview \(program.path): \(error.localizedDescription)")
        }
        let watch = ChildWatch(process, timeout: timeout)
        var filter = StderrFilter()
        while case let data = errors.fileHandleForReading.availableData, !data.isEmpty {
            FileHandle.standardError.write(filter.pass(data))
        }
        FileHandle.standardError.write(filter.finish())
        exit.wait()
        watch.cancel()
        if watch.timedOut {
            throw SnapError(.timedOut, "\(subject(filter.preview)) did not finish within \(String(format: "%g", timeout)) s (--timeout)")
        }
        let status = process.terminationStatus
        // Output after a failure line that did not end the program was the program's own.
        if process.terminationReason == .exit { FileHandle.standardError.write(filter.held) }
        switch process.terminationReason {
        case .exit where status == 0:
            return
        case .exit where SnapError.Code(rawValue: status) != nil:
            // The program reported its error through `exitWithError`, as snap would have.
            throw PreviewExit(status: status, message: filter.error)
        case .exit:
            throw SnapError(.previewCrashed, "\(subject(filter.preview)) exited with status \(status)")
        case .uncaughtSignal:
            let signal = String(cString: strsignal(status)).lowercased()
            // An optimized build traps without a message: SIGILL (x86-64) or SIGTRAP (arm64).
            let reason = filter.fatalError ?? ([SIGILL, SIGTRAP].contains(status) ? "a Swift runtime trap (\(signal))" : signal)
            throw SnapError(.previewCrashed, "\(subject(filter.preview)) crashed: \(reason)")
        @unknown default:
            throw SnapError(.previewCrashed, "\(subject(filter.preview)) ended abnormally")
        }
    }

    /// What a preview program runs with (`snap render`'s and `snap test`'s `PlanRun`): snap's
    /// environment, without the runtime's backtracer, which would print dozens of lines where
    /// snap reports one, and with `XCODE_RUNNING_FOR_PREVIEWS` set as Xcode sets it for the
    /// previews it runs (code that loads sample data in previews checks it).
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["XCODE_RUNNING_FOR_PREVIEWS"] = "1"
        return environment
    }

    private func subject(_ preview: String?) -> String {
        preview.map { "preview '\($0)'" } ?? "the previews of \(file)"
    }
}

/// The compiled program's stderr on its way to snap's. Announcement lines are taken out and
/// remembered; the runtime's `Fatal error:` line is kept as the reason, and it and what follows
/// (the runtime's stack trace) are held back. Whole lines pass once complete; a progress bar's
/// updates (each starts with `\r`) pass at once.
struct StderrFilter {
    private(set) var preview: String?
    private(set) var fatalError: String?
    /// The program's own `snap: error: …` line (`exitWithError`), without its prefix.
    private(set) var error: String?
    /// The failure line and everything after it.
    private(set) var held = Data()
    private var pending = Data()

    /// What the Swift runtime prints when it traps: `[file:line: ]Fatal error: message` (also
    /// `Precondition failed` and `Assertion failed`).
    nonisolated(unsafe) static let runtimeFailure =
        #/^(?:\S+:\d+: )?(?<kind>Fatal error|Precondition failed|Assertion failed):?(?<reason>.*)$/#

    static let errorPrefix = "snap: error: "

    mutating func pass(_ data: Data) -> Data {
        pending.append(data)
        var output = Data()
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = pending[pending.startIndex...newline]
            pending = Data(pending[(newline + 1)...])
            output.append(take(line))
        }
        if fatalError == nil, pending.first == UInt8(ascii: "\r") {
            output.append(pending)
            pending = Data()
        }
        return output
    }

    mutating func finish() -> Data {
        defer { pending = Data() }
        return pending.isEmpty ? Data() : take(pending)
    }

    private mutating func take(_ line: Data) -> Data {
        guard fatalError == nil else {
            held.append(line)
            return Data()
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .newlines)
        if let label = PreviewAnnouncement.label(in: text) {
            preview = label
            return Data()
        }
        if text.hasPrefix(Self.errorPrefix) { error = String(text.dropFirst(Self.errorPrefix.count)) }
        if let match = text.firstMatch(of: Self.runtimeFailure) {
            let reason = match.output.reason.trimmingCharacters(in: .whitespaces)
            fatalError = reason.isEmpty ? String(match.output.kind).lowercased() : reason
            held.append(line)
            return Data()
        }
        return line
    }
}

/// A preview program that ended through `exitWithError`: it has printed its `snap: error:` line
/// already, so `snap` exits with its code and prints nothing more; `snap watch` and `snap
/// gallery` carry on with the next change or file.
struct PreviewExit: Error {
    let status: Int32
    /// The program's error line, without `snap: error: `.
    let message: String?
}
