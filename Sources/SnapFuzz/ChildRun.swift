import Foundation

/// How a child process ended, as the supervisor saw it.
enum ChildEnd: Equatable {
    case exited(Int32)
    case signalled(Int32)
    /// No line of output for the time allowed: stopped with SIGKILL.
    case hung
}

/// Runs this executable again with `arguments`, reading its standard output line by line, and
/// kills it when no line arrives for `timeout` seconds: a render that hangs, or a tree that grows
/// memory without end, stops the child, never the campaign. Standard error is collected for the
/// crash's reason.
///
/// The child is started with `posix_spawn` and reaped with `waitpid(WNOHANG)` between
/// one-second `poll`s, so no wait in the supervisor can block without a time limit: Foundation's
/// `Process.waitUntilExit` waits for a termination notice in a run loop (a `ppoll` with no
/// timeout), and a campaign once stalled there for 45 minutes with its worker a zombie
/// (FUZZING.md, seed 11).
struct ChildRun {
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path

    let arguments: [String]
    let timeout: Double

    /// User and system CPU seconds of a running process (`/proc/PID/stat`, fields 14 and 15, in
    /// clock ticks); 0 once it has gone.
    static func cpuSeconds(_ pid: pid_t) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    struct SpawnError: Error { let code: Int32 }

    /// Starts the child with standard output to `output` and standard error to `error`.
    private func spawn(output: Int32, error: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, error, 2)
        let argv = ([Self.executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, Self.executable, &actions, nil, argv, environ)
        guard code == 0 else { throw SpawnError(code: code) }
        return pid
    }

    /// How a reaped child ended, from its `waitpid` status.
    private static func ending(_ status: Int32) -> ChildEnd {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// Runs to the end, handing each line of standard output to `line`; returns how it ended and
    /// its standard error. When `line` answers false the child is stopped and counts as a clean end.
    func run(line: (String) -> Bool) throws -> (ChildEnd, String) {
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("snapfuzz-\(getpid())-\(UUID().uuidString).err").path
        let errorFD = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard errorFD >= 0 else { throw SpawnError(code: errno) }
        defer { unlink(errorPath) }
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else { close(errorFD); throw SpawnError(code: errno) }
        // Only the child's duplicates (standard output and error) survive its exec.
        for descriptor in pipeFDs { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let fd = pipeFDs[0]
        let pid: pid_t
        do { pid = try spawn(output: pipeFDs[1], error: errorFD) } catch { close(fd); close(pipeFDs[1]); close(errorFD); throw error }
        close(pipeFDs[1]); close(errorFD)
        defer { close(fd) }
        var pending = [UInt8]()
        var hung = false, stopped = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        var status: Int32 = 0, reaped = false
        // Time is the child's CPU time since its last line, not the wall clock: on a machine
        // shared with builds a render may wait minutes for a core without doing any more work.
        // A child that sleeps instead of working is stopped after 30 times the limit of wall time.
        var lineCPU = Self.cpuSeconds(pid), lineWall = Date()
        reading: while true {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 1000)
            if ready == 0 {
                // A child that ended while something it started still holds the pipe open.
                if waitpid(pid, &status, WNOHANG) == pid { reaped = true; break }
                if Self.cpuSeconds(pid) - lineCPU > timeout || Date().timeIntervalSince(lineWall) > 30 * timeout {
                    hung = true; kill(pid, SIGKILL); break
                }
                continue
            }
            if ready < 0 { if errno == EINTR { continue }; break }
            lineCPU = Self.cpuSeconds(pid); lineWall = Date()
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break reading }
            pending.append(contentsOf: buffer[0..<count])
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let more = line(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
                if !more { stopped = true; kill(pid, SIGKILL); break reading }
            }
        }
        // The pipe closed or the child was killed: it has ended or is about to. Poll for it,
        // under the same limits (a child could close its output and go on working).
        while !reaped {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { reaped = true; continue }
            if result < 0, errno != EINTR { break }
            if !hung, Self.cpuSeconds(pid) - lineCPU > timeout || Date().timeIntervalSince(lineWall) > 30 * timeout {
                hung = true; kill(pid, SIGKILL)
            }
            usleep(10_000)
        }
        let stderr = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        if hung { return (.hung, stderr) }
        if stopped { return (.exited(0), stderr) }
        return (Self.ending(status), stderr)
    }
}
