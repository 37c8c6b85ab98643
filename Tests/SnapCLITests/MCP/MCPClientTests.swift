import Foundation
import MCP
import Render
import SystemPackage
import Testing
import TestSupport

/// `snap mcp` driven by the protocol's own Swift SDK client (modelcontextprotocol/swift-sdk's
/// `Client` over its `StdioTransport`), as an agent built on it talks to the server: the
/// handshake, the tool list, a screen of this repository, the same screen after an edit, a file
/// that does not compile, a path outside the served folder and a preview that crashes, each
/// answered and the server still answering after.
struct MCPClientTests {
    let temporary = TemporaryDirectory("snap-mcp-client")

    /// `snap mcp` in `folder`, its standard input and output connected to a client.
    final class Server: Sendable {
        let process = Process()
        let toServer = Pipe(), fromServer = Pipe()

        init(in folder: URL) throws {
            process.executableURL = SnapCLITests.executable
            process.arguments = ["mcp"]
            process.currentDirectoryURL = folder
            process.environment = SnapFileTests.environment(cache: folder.appendingPathComponent("cache"))
            process.standardInput = toServer
            process.standardOutput = fromServer
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        var transport: StdioTransport {
            StdioTransport(input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
                           output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
        }

        func stop() {
            try? toServer.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    static func text(_ content: [Tool.Content]) -> String {
        content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined(separator: "\n")
    }

    static func images(_ content: [Tool.Content]) throws -> [Canvas] {
        try content.compactMap { item -> Canvas? in
            guard case .image(let data, let mimeType, _, _) = item else { return nil }
            #expect(mimeType == "image/png")
            return try PNG.decode(Data(base64Encoded: data) ?? Data())
        }
    }

    @Test func anSDKClientRendersEditsAndSurvivesFailures() async throws {
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let screen = try String(contentsOf: APICoverageTests.root.appendingPathComponent("Screens/CounterScreen.swift"), encoding: .utf8)
        try Data(screen.utf8).write(to: folder.appendingPathComponent("CounterScreen.swift"))
        let server = try Server(in: folder)
        defer { server.stop() }
        let client = Client(name: "MCPClientTests", version: "1.0")
        let hello = try await client.connect(transport: server.transport)
        #expect(hello.serverInfo.name == "snap")
        #expect(hello.capabilities.tools != nil)

        let (tools, _) = try await client.listTools()
        #expect(tools.map(\.name) == ["list_previews", "render_preview", "diff_images", "run_snap_test"])

        let arguments: [String: Value] = ["file": "CounterScreen.swift", "device": "iphone-16", "scale": 1]
        let first = try await client.callTool(name: "render_preview", arguments: arguments)
        #expect(first.isError != true, "\(Self.text(first.content))")
        let before = try #require(try Self.images(first.content).first)
        #expect(before.width == 393 && before.height == 852)
        #expect(Self.text(first.content).contains(#""text":"0""#), "\(Self.text(first.content))")

        // An edit: the count starts at 7.
        let edited = screen.replacingOccurrences(of: "@State private var count = 0", with: "@State private var count = 7")
        #expect(edited != screen)
        try Data(edited.utf8).write(to: folder.appendingPathComponent("CounterScreen.swift"))
        let second = try await client.callTool(name: "render_preview", arguments: arguments)
        #expect(second.isError != true, "\(Self.text(second.content))")
        #expect(Self.text(second.content).contains(#""text":"7""#))
        #expect(try Self.images(second.content).first != before)

        try Data("import SwiftUI\n\n#Preview { Text(42) }\n".utf8).write(to: folder.appendingPathComponent("Broken.swift"))
        let broken = try await client.callTool(name: "render_preview", arguments: ["file": "Broken.swift"])
        #expect(broken.isError == true)
        #expect(Self.text(broken.content).contains(folder.appendingPathComponent("Broken.swift").path + ":3:12: error: "))

        let outside = try await client.callTool(name: "list_previews", arguments: ["path": "/etc"])
        #expect(outside.isError == true)
        #expect(Self.text(outside.content).hasPrefix("list_previews: 'path' /etc is outside the folders snap mcp serves"))

        try Data("import SwiftUI\n\n#Preview(\"Trap\") { Text(\"\\([Int]()[1])\") }\n".utf8)
            .write(to: folder.appendingPathComponent("Trap.swift"))
        let trap = try await client.callTool(name: "render_preview", arguments: ["file": "Trap.swift", "timeout": 20])
        #expect(trap.isError == true)
        #expect(Self.text(trap.content) == "preview 'Trap' crashed: Index out of range")

        // Still serving.
        let again = try await client.callTool(name: "render_preview", arguments: arguments)
        #expect(try Self.images(again.content).first == Self.images(second.content).first)
        await client.disconnect()
    }
}
