import Foundation

/// `snap mcp` running in a folder of its own (its compile cache there too), spoken to as a
/// client does: newline-delimited JSON-RPC on its standard input and output.
final class MCPSession {
    let folder: URL
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private let lines = LineQueue()
    private var nextID = 1

    init(in folder: URL) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        process.executableURL = SnapCLITests.executable
        process.arguments = ["mcp"]
        process.currentDirectoryURL = folder
        process.environment = SnapFileTests.environment(cache: folder.appendingPathComponent("cache"))
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading, lines = lines
        Thread.detachNewThread {
            var pending = Data()
            while case let data = handle.availableData, !data.isEmpty {
                pending.append(data)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    lines.push(Data(pending[pending.startIndex..<newline]))
                    pending = Data(pending[(newline + 1)...])
                }
            }
            lines.push(nil)
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends a request and returns its response (the whole JSON-RPC message), skipping notifications.
    func request(_ method: String, _ parameters: [String: Any] = [:], seconds: Double = 300) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": parameters])
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            guard let line = lines.pop(until: deadline) else { throw SessionError("no answer to \(method) within \(seconds) s") }
            guard let message = try JSONSerialization.jsonObject(with: line) as? [String: Any] else { continue }
            if message["id"] as? Int == id { return message }
        }
    }

    func notify(_ method: String) throws { try send(["jsonrpc": "2.0", "method": method]) }

    /// `initialize` and `notifications/initialized`, as a client opens a session; the server's answer.
    func initialize() throws -> [String: Any] {
        let answer = try request("initialize", ["protocolVersion": "2025-06-18", "capabilities": [:] as [String: Any],
                                                "clientInfo": ["name": "SnapCLITests", "version": "1"]])
        try notify("notifications/initialized")
        return answer
    }

    /// A `tools/call`'s result.
    func call(_ tool: String, _ arguments: [String: Any]) throws -> [String: Any] {
        let answer = try request("tools/call", ["name": tool, "arguments": arguments])
        guard let result = answer["result"] as? [String: Any] else { throw SessionError("\(tool) answered \(answer)") }
        return result
    }

    private func send(_ message: [String: Any]) throws {
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(UInt8(ascii: "\n"))
        try input.fileHandleForWriting.write(contentsOf: data)
    }

    struct SessionError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// Lines of the server's output as they arrive; nil once it has closed it.
private final class LineQueue: @unchecked Sendable {
    private var lines: [Data?] = []
    private let condition = NSCondition()

    func push(_ line: Data?) {
        condition.lock()
        lines.append(line)
        condition.signal()
        condition.unlock()
    }

    /// The next line; nil at the end of the output or at the deadline.
    func pop(until deadline: Date) -> Data? {
        condition.lock()
        defer { condition.unlock() }
        while lines.isEmpty {
            guard condition.wait(until: deadline) else { return nil }
        }
        return lines.removeFirst()
    }
}
