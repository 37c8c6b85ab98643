import ArgumentParser
import Foundation
import MCP
import SnapRuntime

/// `snap mcp`: a Model Context Protocol server on standard input and output (newline-delimited
/// JSON-RPC, the protocol's stdio transport), so that coding agents and editors see what SwiftUI
/// code draws. Its tools are `list_previews`, `render_preview`, `diff_images` and
/// `run_snap_test` (`ToolCalls`); docs/cli.md says how to register it with a client.
///
/// Standard output is the protocol's alone: nothing here prints, and each render, test and
/// diff runs as a child `snap` whose output is captured (`SnapSubprocess`). The server lives
/// until its client closes standard input.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp", abstract: "Serve previews to coding agents and editors: a Model Context Protocol server on stdin/stdout.",
        discussion: """
            Tools: list_previews {path}, render_preview {file, preview, device, colorScheme, …}, diff_images {reference, \
            actual, …} and run_snap_test {path, …}; paths are relative to the folder snap mcp runs in, and must be inside \
            a --root folder (default: that folder). Register it with a client, e.g. `claude mcp add snap -- snap mcp` \
            (docs/cli.md, "snap mcp").
            """)

    @Option(help: "A folder whose files the tools may read and write; repeatable (default: the current folder).")
    var root: [String] = []

    func run() throws {
        let folders = (root.isEmpty ? ["."] : root).map { URL(fileURLWithPath: $0) }
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw SnapError(.unreadableFile, "--root \(folder.path) is not a folder")
            }
        }
        ServedFolders.serve(folders)
        let stopped = DispatchSemaphore(value: 0)
        Task {
            let server = Server(name: "snap", version: Snap.configuration.version, capabilities: .init(tools: .init(listChanged: false)))
            await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: ToolCalls.tools) }
            await server.withMethodHandler(CallTool.self) { parameters in try await ToolCalls.call(parameters) }
            do {
                try await server.start(transport: StdioTransport())
                await server.waitUntilCompleted()
            } catch {
                exitWithError(SnapError(.internalError, "snap mcp cannot serve on standard input and output: \(error)"))
            }
            stopped.signal()
        }
        stopped.wait()
    }
}
