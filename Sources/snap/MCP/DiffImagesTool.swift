import Foundation
import MCP
import SnapRuntime

/// `diff_images`: two PNGs compared as `snap diff` compares them (the snapshot tests' rules),
/// with its numbers and changed region as text and its diff image (changed pixels in magenta
/// over the faded reference) as image content. Images that differ are an answer, not a
/// failure: only an unreadable file or a bad argument is a tool error.
enum DiffImagesTool {
    static let name = "diff_images"

    /// `snap diff` reads two files and compares them; a minute is far more than any PNG needs.
    static let limit: Double = 60

    static let tool = Tool(
        name: name,
        description: """
            Compare two PNG files as `snap diff` and snapshot tests do: how many pixels differ, the largest CIE94 ΔE, the \
            changed region, whether they match within the tolerances, and the diff image (changed pixels in magenta over \
            the faded reference).
            """,
        inputSchema: [
            "type": "object",
            "properties": [
                "reference": ["type": "string", "description": "The reference PNG."],
                "actual": ["type": "string", "description": "The PNG to compare with it."],
                "precision": ["type": "number", "minimum": 0, "maximum": 1, "description": "Share of pixels that must match (default 1)."],
                "perceptualPrecision": [
                    "type": "number", "minimum": 0, "maximum": 1,
                    "description": "A pixel matches when its ΔE94 ≤ (1 − p)·100 (default 1: exact).",
                ],
            ],
            "required": ["reference", "actual"],
            "additionalProperties": false,
        ],
        annotations: .init(readOnlyHint: true, openWorldHint: false))

    static func call(_ values: [String: Value]?, scratch: URL) throws -> CallTool.Result {
        let arguments = try ToolArguments(tool: name, values: values, known: ["reference", "actual", "precision", "perceptualPrecision"])
        let diff = scratch.appendingPathComponent("diff.png")
        var command = ["diff", try arguments.requiredPath("reference"), try arguments.requiredPath("actual"), "--diff", diff.path]
        if let precision = try arguments.double("precision") { command.append("--precision=\(precision)") }
        if let precision = try arguments.double("perceptualPrecision") { command.append("--perceptual-precision=\(precision)") }
        let run = SnapSubprocess(arguments: command, limit: limit)
        let output = try run.run()
        guard [0, SnapError.Code.mismatch.rawValue].contains(output.status) else { throw run.failure(output) }
        let verdict = output.status == 0 ? "match: the images are the same within the tolerances"
            : "differ: " + run.failure(output).message
        var content: [Tool.Content] = [.text(text: output.stdout + verdict, annotations: nil, _meta: nil)]
        if let image = FileManager.default.contents(atPath: diff.path) {
            content.append(.image(data: image.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil))
        }
        return CallTool.Result(content: content)
    }
}
