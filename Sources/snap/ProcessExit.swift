import Foundation

/// Waits for a child process to end without polling. On Linux, Foundation's `waitUntilExit()`
/// runs the run loop in 50 ms slices until it notices the exit (swift-corelibs-foundation's
/// `Process.waitUntilExit`), so every preview program and compiler run ended up to 50 ms before
/// `snap` went on: about a third of a one-frame render of a compiled file. Foundation calls the
/// termination handler as soon as it has reaped the child; a semaphore signalled there wakes the
/// waiter at once. Make it before `run()`: it takes the process's termination handler.
///
/// Then `waitUntilExit()` is called all the same, and returns at once since the process has
/// ended: it lets go of the run-loop source Foundation made for the process, which is kept
/// otherwise. Without it a long-lived `snap` (the MCP server, `snap watch`) grew about 1.3 KB a
/// child (8,000 children of `/bin/true`: 10.6 MB of heap in use, flat with the call;
/// Benchmarks.md, "snap mcp over thousands of calls").
struct ProcessExit {
    private let exited = DispatchSemaphore(value: 0)
    private let process: Process

    init(of process: Process) {
        let exited = exited
        self.process = process
        process.terminationHandler = { _ in exited.signal() }
    }

    /// Returns once the process has ended; its `terminationStatus` and `terminationReason` are set.
    func wait() {
        exited.wait()
        process.waitUntilExit()
    }
}
