import Foundation
import MCP
import Render
import SnapRuntime

/// `render_preview`: a Swift file's previews drawn as `snap render FILE.swift` draws them, its
/// arguments turned into `snap render`'s options (`RenderOptions`, checked here first, so they
/// mean the same and fail with the same messages), and the PNGs returned as image content with
/// a text that a model reads instead of looking: the frames, what snap warned about, and each
/// preview's laid-out tree as `--layout-json-compact` writes it (docs/layout-json.schema.json).
enum RenderPreviewTool {
    static let name = "render_preview"

    /// Past this many frames, the rest are counted in the text, not returned.
    static let maximumImages = 16

    /// Seconds a render may take besides its previews' `timeout`: compiling the module the first time.
    static let compileAllowance: Double = 1800

    static let tool = Tool(
        name: name,
        description: """
            Render the SwiftUI previews (#Preview, PreviewProvider) of a Swift file to PNG, compiled with its module as \
            `snap render FILE.swift` does. Returns each frame as a PNG image, and a text with the frames, snap's warnings and \
            each preview's laid-out tree (types, identifiers, texts and frames in points). Compile errors come back as the \
            compiler's file:line:column diagnostics.
            """,
        inputSchema: [
            "type": "object",
            "properties": [
                "file": ["type": "string", "description": "The Swift file, absolute or relative to the server's folder."],
                "preview": [
                    "type": ["string", "integer"],
                    "description": "One preview: its name (Card-Dark), title (Dark) or place from 1; \"all\" or none: every preview.",
                ],
                "device": ["type": "string", "description": "A device preset: iphone-16, iphone-16-pro, iphone-se, ipad-air, …"],
                "size": ["type": "string", "description": "Canvas size in points, WxH (default: the preview's)."],
                "scale": ["type": "integer", "enum": [1, 2, 3], "description": "Pixels per point (default: the device's, else 2)."],
                "colorScheme": ["type": "string", "enum": .array(ColorSchemeOption.allCases.map { .string($0.rawValue) })],
                "design": [
                    "type": "string", "enum": .array(DesignOption.allCases.map { .string($0.rawValue) }),
                    "description": "liquid-glass (iOS 26/27) or compatibility (iOS 18); default: the app's.",
                ],
                "dynamicType": ["type": "string", "enum": .array(DynamicTypeOption.allCases.map { .string($0.rawValue) })],
                "locale": ["type": "string", "description": "The locale text formats in: en_US (default), de_DE, ar_EG, …"],
                "layoutDirection": ["type": "string", "enum": .array(LayoutDirectionOption.allCases.map { .string($0.rawValue) })],
                "background": ["type": "string", "description": "system (default), transparent, white, black or #RRGGBB[AA]."],
                "offsets": [
                    "type": "array", "items": ["type": "number"],
                    "description": "Content offsets (y) of the first ScrollView, one frame each, in order; negative is overscroll.",
                ],
                "scrollTarget": ["type": "string", "description": "The ScrollView to scroll, by accessibilityIdentifier or .id."],
                "taps": [
                    "type": "array", "items": ["type": "string"],
                    "description": "Taps at canvas points, \"X,Y\", or touches held S seconds, \"X,Y:S\"; a frame after each.",
                ],
                "duration": ["type": "number", "description": "Seconds of frames at fps from time 0 (after the taps, if any)."],
                "frames": ["type": "integer", "description": "This many frames at fps from time 0 (after the taps, if any)."],
                "fps": ["type": "number", "description": "Frames per second of a sequence (default 60)."],
                "timeout": ["type": "number", "description": "Seconds the previews may take to render (default 60)."],
            ],
            "required": ["file"],
            "additionalProperties": false,
        ],
        annotations: .init(readOnlyHint: true, openWorldHint: false))

    static func call(_ values: [String: Value]?, scratch: URL) throws -> CallTool.Result {
        let arguments = try ToolArguments(tool: name, values: values, known: Set(tool.inputSchema.objectValue?["properties"]?
            .objectValue?.keys.map { $0 } ?? []))
        let file = try arguments.requiredPath("file")
        guard file.hasSuffix(".swift") else { throw ToolFailure("\(name) renders a Swift file's previews; \(file) is not a .swift file") }
        let choice = try arguments.preview("preview")
        let out = scratch.appendingPathComponent("out"), layout = scratch.appendingPathComponent("layout.json")
        let options = try self.options(arguments) + ["--out", out.path, "--layout-json", layout.path, "--layout-json-compact", "--quiet"]
        do { _ = try RenderOptions.parse(options).request() } catch let error as SnapError {
            throw ToolFailure(error.message)
        } catch {
            throw ToolFailure(RenderOptions.message(for: error))
        }
        // Checked before compiling, as `snap test` checks its devices: the renderer would say so only after.
        if let device = try arguments.string("device"), Device.named(device) == nil {
            throw ToolFailure("unknown device '\(device)'; known: \(Device.all.map(\.name).joined(separator: ", "))")
        }
        let timeout = try arguments.double("timeout") ?? 60
        guard timeout.isFinite, timeout > 0 else { throw ToolFailure("\(name): 'timeout' must be a positive number of seconds") }
        let command = SnapSubprocess(arguments: ["render", file] + options + ["--timeout", "\(timeout)"],
                                     limit: timeout + compileAllowance)
        let output = try command.run()
        guard output.status == 0 else { throw command.failure(output) }

        let previews = try RenderedPreviews(out: out, layoutJSON: layout, file: URL(fileURLWithPath: file))
        let chosen = try previews.choose(choice)
        var text: [String] = [], images: [Tool.Content] = []
        for preview in chosen {
            let frames = preview.frames.map { frame in
                "\(frame.name) \(frame.width)x\(frame.height) px" + (images.count < maximumImages ? "" : " (not returned)")
            }
            for frame in preview.frames where images.count < maximumImages {
                images.append(.image(data: frame.png.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil))
            }
            text.append("\(preview.name): \(frames.joined(separator: ", "))")
            text.append("layout: \(preview.layout)")
        }
        let warnings = output.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        text.insert(warnings.isEmpty ? "no warnings" : "snap printed:\n\(warnings)", at: 0)
        return CallTool.Result(content: [.text(text: text.joined(separator: "\n"), annotations: nil, _meta: nil)] + images)
    }

    /// The `snap render` options the arguments are, spelled as on the command line.
    static func options(_ arguments: ToolArguments) throws -> [String] {
        var options: [String] = []
        let strings = [("device", "--device"), ("size", "--size"), ("colorScheme", "--color-scheme"), ("design", "--design"),
                       ("dynamicType", "--dynamic-type"), ("locale", "--locale"), ("layoutDirection", "--layout-direction"),
                       ("background", "--background"), ("scrollTarget", "--scroll-target")]
        for (key, option) in strings {
            if let value = try arguments.string(key) { options.append("\(option)=\(value)") }
        }
        if let scale = try arguments.int("scale") { options.append("--scale=\(scale)") }
        let offsets = try arguments.doubles("offsets")
        if !offsets.isEmpty { options.append("--offsets=" + offsets.map(number).joined(separator: ",")) }
        for tap in try arguments.strings("taps") { options.append("--tap=\(tap)") }
        if let duration = try arguments.double("duration") { options.append("--duration=\(number(duration))") }
        if let frames = try arguments.int("frames") { options.append("--frames=\(frames)") }
        if let fps = try arguments.double("fps") { options.append("--fps=\(number(fps))") }
        return options
    }

    /// A number as a command line spells it: `-60`, not `-60.0`.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
