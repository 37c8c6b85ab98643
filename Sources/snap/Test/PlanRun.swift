import Foundation
import SnapRuntime

/// Runs a preview program's `RenderPlan` to its end, whatever its previews do. The program
/// reports each preview as it goes (`RenderPlan.Event`); when it dies on a preview (a trap in
/// the previews' own code, a signal) or one runs past the time limit, that preview alone fails,
/// named with the runtime's reason, and the plan runs again from the preview after it. The time
/// limit is each preview's: it starts again at every event.
struct PlanRun {
    let program: URL
    let timeout: Double
    /// Where the plan file is written for each run of the program.
    let folder: URL
    /// Whether the previews' warnings go to stderr.
    let quiet: Bool

    /// Runs `plan`, handing each event to `event` with its item's place in `plan`.
    func run(_ plan: RenderPlan, event: (RenderPlan.Event) -> Void) throws {
        var items = Array(plan.items.indices)
        var pending = plan.items
        while !pending.isEmpty {
            // Where the program is: an item being evaluated, or a preview, rendering or done with.
            var position: (item: Int, subject: Int?, finished: Bool)?
            let ended = try runOnce(RenderPlan(items: pending)) { raw in
                let original = Self.renumber(raw, items)
                switch original {
                case .began(let item): position = (item, nil, false)
                case .subject(let item, let subject, _): position = (item, subject, false)
                case .rendered(let item, let subject), .skipped(let item, let subject): position = (item, subject, true)
                case .failed(let item, let subject, _, _): position = (item, subject, true)
                }
                event(original)
            }
            guard let failure = ended else { return }
            // The program ended before the plan did: what it was on fails, and the rest runs again.
            guard let position, let index = items.firstIndex(of: position.item) else {
                for item in items { event(.failed(item: item, subject: nil, code: failure.code.rawValue, message: failure.message)) }
                return
            }
            if !position.finished {
                event(.failed(item: position.item, subject: position.subject, code: failure.code.rawValue, message: failure.message))
            }
            // After a preview, the rest of its item; after the item's previews were evaluated, the next item.
            let resume = position.subject == nil ? index + 1 : index
            var rest = Array(pending[resume...])
            if let subject = position.subject { rest[0].firstSubject = subject + 1 }
            pending = rest
            items = Array(items[resume...])
        }
    }

    /// An event of a run of `items` (a tail of the plan) with its item numbered as in the whole plan.
    static func renumber(_ event: RenderPlan.Event, _ items: [Int]) -> RenderPlan.Event {
        switch event {
        case .began(let item): .began(item: items[item])
        case .subject(let item, let subject, let name): .subject(item: items[item], subject: subject, name: name)
        case .rendered(let item, let subject): .rendered(item: items[item], subject: subject)
        case .skipped(let item, let subject): .skipped(item: items[item], subject: subject)
        case .failed(let item, let subject, let code, let message):
            .failed(item: items[item], subject: subject, code: code, message: message)
        }
    }

    /// One run of the program; nil when it finished the plan, else why it ended early.
    private func runOnce(_ plan: RenderPlan, event: (RenderPlan.Event) -> Void) throws -> SnapError? {
        let file = folder.appendingPathComponent("plan.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONEncoder().encode(plan).write(to: file)
        let process = Process()
        process.executableURL = program
        process.arguments = [RenderPlan.flag, file.path]
        process.environment = PreviewProcess.environment
        let events = Pipe(), errors = Pipe()
        process.standardOutput = events
        process.standardError = errors
        let exit = ProcessExit(of: process)
        do { try process.run() } catch {
            throw SnapError(.internalError, "cannot run the compiled preview \(program.path): \(error.localizedDescription)")
        }
        let watch = ChildWatch(process, timeout: timeout)
        // Stderr is read beside stdout, so neither pipe fills while the other is read.
        let filter = StderrReader(errors.fileHandleForReading, quiet: quiet)
        var pending = Data()
        while case let data = events.fileHandleForReading.availableData, !data.isEmpty {
            pending.append(data)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                if let parsed = RenderPlan.Event(line: line) {
                    watch.restart()
                    event(parsed)
                }
            }
        }
        exit.wait()
        watch.cancel()
        let stderr = filter.finish()
        if watch.timedOut {
            return SnapError(.timedOut, "did not finish within \(String(format: "%g", timeout)) s (--timeout)")
        }
        switch process.terminationReason {
        case .exit where process.terminationStatus == 0:
            return nil
        case .exit:
            let status = process.terminationStatus
            if let code = SnapError.Code(rawValue: status), let message = stderr.error { return SnapError(code, message) }
            return SnapError(.previewCrashed, "the preview program exited with status \(status)")
        default:
            let signal = String(cString: strsignal(process.terminationStatus)).lowercased()
            return SnapError(.previewCrashed, "crashed: \(stderr.fatalError ?? signal)")
        }
    }
}

/// A preview program's stderr read on a thread of its own through `StderrFilter`: its warnings
/// pass to snap's stderr (unless quiet), its runtime failure is kept.
final class StderrReader: @unchecked Sendable {
    private var filter = StderrFilter()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle, quiet: Bool) {
        Thread.detachNewThread { [self] in
            while case let data = handle.availableData, !data.isEmpty {
                let passed = filter.pass(data)
                if !quiet { FileHandle.standardError.write(passed) }
            }
            let rest = filter.finish()
            if !quiet { FileHandle.standardError.write(rest) }
            done.signal()
        }
    }

    /// Waits for the end of the stream; the filter as it ended.
    func finish() -> StderrFilter {
        done.wait()
        return filter
    }
}
