import Foundation
import MCP
import SnapRuntime

/// `snap mcp`'s tools and how a call reaches one. Calls run one at a time on a queue of their
/// own: they wait for child processes, which would hold up the protocol's reading and writing
/// on Swift's few cooperative threads (one per core), and two renders of one module at once
/// would build its program twice. Each call has a scratch folder of its own, removed after it,
/// since what it made (images, text) is in its result.
enum ToolCalls {
    static let tools = [ListPreviewsTool.tool, RenderPreviewTool.tool, DiffImagesTool.tool, RunSnapTestTool.tool]

    private static let queue = DispatchQueue(label: "snap.mcp.tools")

    /// A tool's result; an unknown tool is the protocol's "invalid params" error, as the specification asks.
    static func call(_ parameters: CallTool.Parameters) async throws -> CallTool.Result {
        guard tools.contains(where: { $0.name == parameters.name }) else {
            throw MCPError.invalidParams("Unknown tool: \(parameters.name)")
        }
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: run(parameters)) }
        }
    }

    /// Runs a call; whatever goes wrong, a tool result with `isError` (`ToolFailure`).
    static func run(_ parameters: CallTool.Parameters) -> CallTool.Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snap-mcp-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            switch parameters.name {
            case ListPreviewsTool.name: return try ListPreviewsTool.call(parameters.arguments)
            case RenderPreviewTool.name: return try RenderPreviewTool.call(parameters.arguments, scratch: scratch)
            case DiffImagesTool.name: return try DiffImagesTool.call(parameters.arguments, scratch: scratch)
            default: return try RunSnapTestTool.call(parameters.arguments)
            }
        } catch let failure as ToolFailure {
            return failure.result
        } catch {
            return ToolFailure(SnapError.from(error).message).result
        }
    }
}
