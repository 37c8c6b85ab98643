import Foundation
import MCP
import SnapRuntime

/// `list_previews`: the previews of the Swift files at a path, found as `snap render` finds them
/// (`PreviewSourceFile`: in the active `#if` clauses, never in comments or strings) without
/// compiling anything, with what each asks for in its source (`PreviewSettings`). Names as the
/// PNGs carry them need the previews to run (a provider's count, a computed title): a
/// `render_preview` returns them.
enum ListPreviewsTool {
    static let name = "list_previews"

    static let tool = Tool(
        name: name,
        description: """
            List the SwiftUI previews (#Preview, PreviewProvider) of a Swift file, or of every Swift file under a folder, \
            without compiling: each file with its previews in file order, their line, title, and the device, layout, \
            orientation and traits each asks for in its source.
            """,
        inputSchema: [
            "type": "object",
            "properties": [
                "path": ["type": "string", "description": "A Swift file or a folder (hidden folders and .build are skipped)."],
            ],
            "required": ["path"],
            "additionalProperties": false,
        ],
        annotations: .init(readOnlyHint: true, openWorldHint: false))

    static func call(_ values: [String: Value]?) throws -> CallTool.Result {
        let arguments = try ToolArguments(tool: name, values: values, known: ["path"])
        let path = try arguments.requiredPath("path")
        let root = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else { throw ToolFailure("\(path) does not exist") }
        let files = isFolder.boolValue ? GalleryCommand.swiftFiles(in: root, skipping: root.appendingPathComponent(".build"))
            .filter(GalleryCommand.declaresPreviews) : [root]
        let listed = try files.map { file -> [String: Any] in
            guard let data = FileManager.default.contents(atPath: file.path) else { throw ToolFailure("cannot read \(file.path)") }
            let source = String(decoding: data, as: UTF8.self)
            let shown = file.path.hasPrefix(root.path + "/") ? String(file.path.dropFirst(root.path.count + 1)) : path
            return ["file": shown, "previews": previews(in: source)]
        }
        let json = try JSONSerialization.data(withJSONObject: ["files": listed],
                                              options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return CallTool.Result(content: [.text(text: String(decoding: json, as: UTF8.self), annotations: nil, _meta: nil)])
    }

    /// A file's previews, in file order, as the tool lists them.
    static func previews(in source: String) -> [[String: Any]] {
        let entries = PreviewSourceFile(source: source, configuration: PreviewBuildConfiguration(swiftVersion: "5")).entries
        let settings = PreviewSettings.find(in: source)
        return entries.map { entry in
            var fields: [String: Any]
            let found: PreviewSettings
            switch entry {
            case .macro(let line, let column, let title):
                fields = ["kind": "#Preview", "line": line]
                if let title { fields["title"] = title }
                found = settings.macros[[line, column]] ?? PreviewSettings()
            case .provider(let type):
                fields = ["kind": "PreviewProvider", "type": type]
                found = settings.types[type] ?? PreviewSettings()
            }
            for (key, values) in [("traits", found.traits), ("devices", found.devices), ("layouts", found.layouts),
                                  ("orientations", found.orientations), ("displayNames", found.displayNames)] where !values.isEmpty {
                fields[key] = values
            }
            fields["choosesCanvas"] = found.choosesCanvas
            return fields
        }
    }
}
