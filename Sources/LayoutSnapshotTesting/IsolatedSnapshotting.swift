import Foundation
import SnapshotTesting
#if canImport(Glibc)
import Glibc
#endif

extension Snapshotting where Format == PNGImage {
    /// The same snapshot, rendered in a child process of the test process (`fork`): a view whose
    /// `body` traps (an index out of range, a force-unwrap of nil) fails this assertion with the
    /// runtime's message, and the test process, the rest of the suite and its report go on, as a
    /// crashing preview fails only its own `snap render`. The child gets a copy of the process as
    /// it was, renders the value, hands back the PNG (or the reason the render failed) and exits;
    /// comparison, recording and the report happen here as for any snapshot.
    ///
    /// `timeout` bounds the child's render. Render isolated snapshots from one test at a time
    /// (XCTest's default; `@Suite(.serialized)` in Swift Testing): only the forking thread exists
    /// in the child, and a lock another test's thread held at that instant (the text engine's, a
    /// font cache's) would never be released there, which the timeout then reports.
    public func isolated(timeout: TimeInterval = 60) -> Snapshotting {
        let base = self
        return Snapshotting(pathExtension: pathExtension, diffing: diffing) { value in
            Async { callback in
                switch IsolatedRender.run(timeout: timeout, { IsolatedRender.snapshot(base, value) }) {
                case .success(let data): callback(PNGImage(data: data))
                case .failure(let failure): RenderFailure.report(failure)
                }
            }
        }
    }
}

/// Running a render in a forked child and reading its answer back.
enum IsolatedRender {
    /// What a render in the child gave: the PNG's bytes, or why there is none.
    enum Answer { case image(Data), failure(String) }

    /// The strategy's snapshot of `value`, taken synchronously in the child: the image the
    /// strategy delivers, or the message it would have failed the test with.
    static func snapshot<Value>(_ strategy: Snapshotting<Value, PNGImage>, _ value: Value) -> Answer {
        var answer = Answer.failure("the strategy delivered no image")
        RenderFailure.isolatedReport = { answer = .failure($0) }
        strategy.snapshot(value).run { answer = .image($0.data) }
        return answer
    }

    /// Forks, runs `render` in the child and returns its image, or a failure that says how the
    /// child ended: its failure message, the runtime's "Fatal error" line and signal when it
    /// crashed, or the timeout.
    static func run(timeout: TimeInterval, _ render: () -> Answer) -> Result<Data, RenderFailure> {
        var output: [Int32] = [0, 0], errors: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { return .failure(RenderFailure("could not make a pipe for an isolated render")) }
        guard pipe(&errors) == 0 else {
            close(output[0]); close(output[1])
            return .failure(RenderFailure("could not make a pipe for an isolated render"))
        }
        let child = fork()
        if child == 0 {
            close(output[0]); close(errors[0])
            dup2(errors[1], STDERR_FILENO)
            // A trap ends the child at once: the runtime's crash handler, inherited from the test
            // process, would symbolicate a backtrace of the whole test binary first (a minute and
            // a half for this package's tests), and no core file is wanted.
            for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] { Glibc.signal(signal, SIG_DFL) }
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
            let message: [UInt8]
            switch render() {
            case .image(let data): message = [UInt8(ascii: "P")] + Array(data)
            case .failure(let reason): message = [UInt8(ascii: "F")] + Array(reason.utf8)
            }
            writeAll(message, to: output[1])
            _exit(0)
        }
        close(output[1]); close(errors[1])
        defer { close(output[0]); close(errors[0]) }
        guard child > 0 else { return .failure(RenderFailure("could not start a process for an isolated render")) }
        let (answer, stderr, finished) = read(output[0], errors[0], until: Date().addingTimeInterval(max(timeout, 0)))
        if !finished { kill(child, SIGKILL) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        guard finished else {
            return .failure(RenderFailure("the isolated render did not finish in \(timeout) s (a lock held by another test's "
                                          + "thread when it started, or a view that never settles: "
                                          + "render isolated snapshots one test at a time)"))
        }
        let signal = status & 0x7F
        if signal != 0 {
            let fatal = String(decoding: stderr, as: UTF8.self).split(separator: "\n")
                .first { $0.contains("Fatal error") || $0.contains("fatal error") }
            let name = [SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS"][signal]
                ?? "signal \(signal)"
            return .failure(RenderFailure("the view crashed while rendering in an isolated process (\(name))"
                                          + (fatal.map { ": \($0.trimmingCharacters(in: .whitespaces))" } ?? "")))
        }
        switch answer.first {
        case UInt8(ascii: "P"): return .success(Data(answer.dropFirst()))
        case UInt8(ascii: "F"): return .failure(RenderFailure(String(decoding: answer.dropFirst(), as: UTF8.self)))
        default: return .failure(RenderFailure("the isolated render ended without an answer (exit status \((status >> 8) & 0xFF))"))
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 { if errno == EINTR { continue } else { return } }
            offset += written
        }
    }

    /// Reads both pipes to their ends, or until `deadline`: the answer, the child's standard
    /// error, and whether both ended in time.
    private static func read(_ answerFD: Int32, _ errorFD: Int32, until deadline: Date) -> ([UInt8], [UInt8], Bool) {
        var answer: [UInt8] = [], stderr: [UInt8] = []
        var open: [Int32] = [answerFD, errorFD]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return (answer, stderr, false) }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(left * 1000, 1000)))
            if ready < 0, errno != EINTR { return (answer, stderr, false) }
            for entry in fds where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if entry.fd == answerFD { answer += buffer[..<count] } else { stderr += buffer[..<count] }
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        return (answer, stderr, true)
    }
}
