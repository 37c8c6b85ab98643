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
struct ChildRun {
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()

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

    /// Runs to the end, handing each line of standard output to `line`; returns how it ended and
    /// its standard error. When `line` answers false the child is stopped and counts as a clean end.
    func run(line: (String) -> Bool) throws -> (ChildEnd, String) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let out = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("snapfuzz-\(getpid())-\(UUID().uuidString).err")
        FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = out
        process.standardError = errorHandle
        try process.run()
        try? errorHandle.close()
        let fd = out.fileHandleForReading.fileDescriptor
        var pending = Data()
        var hung = false, stopped = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        let pid = process.processIdentifier
        // Time is the child's CPU time since its last line, not the wall clock: on a machine
        // shared with builds a render may wait minutes for a core without doing any more work.
        // A child that sleeps instead of working is stopped after 30 times the limit of wall time.
        var lineCPU = Self.cpuSeconds(pid), lineWall = Date()
        reading: while true {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 1000)
            if ready == 0 {
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
                let more = line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
                if !more { stopped = true; kill(pid, SIGKILL); break reading }
            }
        }
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        if hung { return (.hung, stderr) }
        if stopped { return (.exited(0), stderr) }
        switch process.terminationReason {
        case .uncaughtSignal: return (.signalled(process.terminationStatus), stderr)
        default: return (.exited(process.terminationStatus), stderr)
        }
    }
}
