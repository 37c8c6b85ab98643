import Foundation
import MCP
import SnapRuntime
import SnapshotReporting

/// `run_snap_test`: `snap test` on a path, run as the command runs (its configuration file,
/// references and report where the command keeps them), answered with its summary line and
/// the entries of its report (`SnapshotReport`) that failed, with their images' paths made
/// absolute so an agent can open them. Snapshots that differ are an answer; a run that wrote
/// no report (bad options, an unreadable configuration) is a tool error.
enum RunSnapTestTool {
    static let name = "run_snap_test"

    /// Seconds the whole run may take: each preview has `timeout` of its own within it.
    static let limit: Double = 3600

    /// What `snap test` printed, at most this many of its last lines.
    static let maximumOutputLines = 100

    /// Arguments that are lists, and the `snap test` option each is (repeated once for each value).
    static let lists = [("colorSchemes", "--color-scheme"), ("dynamicTypes", "--dynamic-type"), ("locales", "--locale"),
                        ("devices", "--device"), ("orientations", "--orientation"), ("filter", "--filter"), ("skip", "--skip")]

    static let tool = Tool(
        name: name,
        description: """
            Run `snap test` on a Swift file or folder: render every preview in every variant of the matrix and compare it with \
            its reference in __Snapshots__ beside the file (snap-test.json in the server's folder configures it). Returns the \
            summary line and the failing entries of the report (outcome, message, pixel counts, reference, actual and diff \
            image paths).
            """,
        inputSchema: [
            "type": "object",
            "properties": [
                "path": ["type": "string", "description": "A Swift file or folder (default: the server's folder)."],
                "record": ["type": "string", "enum": .array(RecordMode.allCases.map { .string($0.rawValue) }),
                           "description": "When references are written (default missing: new ones, failing the run)."],
                "colorSchemes": stringList("light, dark"),
                "dynamicTypes": stringList("Text sizes: xSmall … xxxLarge, accessibility1 … accessibility5"),
                "locales": stringList("Locales; a right-to-left one lays out right to left"),
                "devices": stringList("Device presets for previews that choose none"),
                "orientations": stringList("portrait, portraitUpsideDown, landscapeLeft, landscapeRight"),
                "filter": stringList("Only previews these patterns name: path globs (*, **, ?), path#preview"),
                "skip": stringList("Leave out previews these patterns name"),
                "marked": ["type": "boolean", "description": "Only previews marked with a `// snap: test` comment right before them."],
                "scale": ["type": "integer", "enum": [1, 2, 3]],
                "precision": ["type": "number", "minimum": 0, "maximum": 1, "description": "Share of pixels that must match."],
                "perceptualPrecision": ["type": "number", "minimum": 0, "maximum": 1,
                                        "description": "A pixel matches when its ΔE94 ≤ (1 − p)·100."],
                "config": ["type": "string", "description": "The configuration file (default: snap-test.json, when there is one)."],
                "report": ["type": "string", "description": "The report's folder (default: $SNAPSHOT_ARTIFACTS, else .build/snap-test)."],
                "timeout": ["type": "number", "description": "Seconds each preview may take (default 60)."],
            ],
            "additionalProperties": false,
        ],
        annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false))

    static func stringList(_ description: String) -> Value {
        ["type": "array", "items": ["type": "string"], "description": .string(description)]
    }

    static func call(_ values: [String: Value]?) throws -> CallTool.Result {
        let known = Set(tool.inputSchema.objectValue?["properties"]?.objectValue?.keys.map { $0 } ?? [])
        let arguments = try ToolArguments(tool: name, values: values, known: known)
        var command = ["test", try arguments.path("path") ?? "."]
        for (key, option) in lists {
            for value in try arguments.strings(key) { command.append("\(option)=\(value)") }
        }
        for (key, option) in [("record", "--record"), ("config", "--config"), ("report", "--report")] {
            if let value = try key == "record" ? arguments.string(key) : arguments.path(key) { command.append("\(option)=\(value)") }
        }
        if let scale = try arguments.int("scale") { command.append("--scale=\(scale)") }
        if try arguments.bool("marked") { command.append("--marked") }
        for (key, option) in [("precision", "--precision"), ("perceptualPrecision", "--perceptual-precision"), ("timeout", "--timeout")] {
            if let value = try arguments.double(key) { command.append("\(option)=\(value)") }
        }
        let started = Date()
        let run = SnapSubprocess(arguments: command, limit: limit)
        let output = try run.run()
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let folder = TestPlan.reportFolder(try arguments.string("report"), environment: ProcessInfo.processInfo.environment,
                                           current: current)
        // A report older than this run is an earlier run's: this one stopped before writing any.
        guard let report = try? SnapshotReport.read(folder), report.started >= started.addingTimeInterval(-1) else {
            throw run.failure(output)
        }
        let lines = output.stderr.split(separator: "\n").map(String.init)
        let summary = lines.last { $0.hasPrefix("snap: test: ") && $0.contains(" snapshot") } ?? "snap: test: no summary"
        let failing = report.entries.filter(\.outcome.fails).map { entry(for: $0, in: folder) }
        // Foundation prints an empty array pretty as `[`, a blank line and `]`.
        let encoded = failing.isEmpty ? Data("[]".utf8)
            : try JSONSerialization.data(withJSONObject: failing, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        let printed = lines.filter { $0 != summary }.suffix(maximumOutputLines).joined(separator: "\n")
        let text = """
            \(summary)
            exit status \(output.status): \(meaning(of: output.status))
            failing entries (\(failing.count)): \(String(decoding: encoded, as: UTF8.self))
            snap test printed:
            \(printed.isEmpty ? "nothing else" : printed)
            """
        return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)])
    }

    /// What `snap test`'s exit status says (docs/snap-test.md).
    static func meaning(of status: Int32) -> String {
        switch status {
        case 0: "every snapshot passed"
        case SnapError.Code.mismatch.rawValue: "a snapshot differs, is missing, or was recorded without being asked"
        default: "an error, the first of which has this code (\(SnapError.Code(rawValue: status).map { "\($0)" } ?? "unknown"))"
        }
    }

    /// A report entry as the tool returns it: its images' paths absolute.
    static func entry(for entry: SnapshotReport.Entry, in folder: URL) -> [String: Any] {
        var fields: [String: Any] = ["suite": entry.suite, "test": entry.test, "name": entry.name, "file": entry.file,
                                     "outcome": entry.outcome.rawValue]
        for (key, path) in [("reference", entry.reference), ("actual", entry.actual), ("diff", entry.diff)] {
            if let path { fields[key] = folder.appendingPathComponent(path).path }
        }
        if let message = entry.message { fields["message"] = message }
        if let pixels = entry.differingPixels { fields["differingPixels"] = pixels }
        if let pixels = entry.totalPixels { fields["totalPixels"] = pixels }
        if let delta = entry.maxDeltaE { fields["maxDeltaE"] = delta }
        return fields
    }
}
