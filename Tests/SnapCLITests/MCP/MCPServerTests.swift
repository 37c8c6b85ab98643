import Foundation
import Render
import Testing
import TestSupport

/// `snap mcp` as an agent's client uses it: JSON-RPC on its standard input and output.
struct MCPServerTests {
    let temporary = TemporaryDirectory("snap-mcp")

    static let red = """
    import SwiftUI

    #Preview("Red", traits: .sizeThatFitsLayout) { Color.red.frame(width: 10, height: 10) }
    """

    func write(_ name: String, _ source: String) throws {
        try FileManager.default.createDirectory(at: temporary.url, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: temporary.url.appendingPathComponent(name))
    }

    static func text(_ result: [String: Any]) -> String {
        ((result["content"] as? [[String: Any]]) ?? []).filter { $0["type"] as? String == "text" }.compactMap { $0["text"] as? String }
            .joined(separator: "\n")
    }

    static func images(_ result: [String: Any]) throws -> [Canvas] {
        try ((result["content"] as? [[String: Any]]) ?? []).filter { $0["type"] as? String == "image" }.map { image in
            #expect(image["mimeType"] as? String == "image/png")
            return try PNG.decode(Data(base64Encoded: image["data"] as? String ?? "") ?? Data())
        }
    }

    /// The handshake names the server and its tools capability; tools/list has the four tools with their schemas;
    /// an unknown tool is a protocol error, a bad argument a tool error, and diff_images compares two PNGs.
    @Test func listsToolsAndComparesImages() throws {
        let session = try MCPSession(in: temporary.url)
        let hello = try #require(try session.initialize()["result"] as? [String: Any])
        #expect((hello["serverInfo"] as? [String: Any])?["name"] as? String == "snap")
        #expect((hello["capabilities"] as? [String: Any])?["tools"] != nil)

        let tools = try #require((try session.request("tools/list")["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        #expect(tools.map { $0["name"] as? String } == ["list_previews", "render_preview", "diff_images", "run_snap_test"])
        let schemas = Dictionary(uniqueKeysWithValues: tools.map { ($0["name"] as! String, $0["inputSchema"] as! [String: Any]) })
        func properties(_ tool: String) -> [String] { ((schemas[tool]?["properties"] as? [String: Any])?.keys.sorted()) ?? [] }
        #expect(properties("list_previews") == ["path"])
        #expect(properties("render_preview") == [
            "background", "colorScheme", "design", "device", "duration", "dynamicType", "file", "fps", "frames", "layoutDirection", "locale",
            "offsets", "preview", "scale", "scrollTarget", "size", "taps", "timeout",
        ])
        #expect(properties("diff_images") == ["actual", "perceptualPrecision", "precision", "reference"])
        #expect(properties("run_snap_test") == [
            "colorSchemes", "config", "devices", "dynamicTypes", "filter", "locales", "marked", "orientations", "path",
            "perceptualPrecision", "precision", "record", "report", "scale", "skip", "timeout",
        ])
        #expect(schemas["render_preview"]?["required"] as? [String] == ["file"])
        #expect(schemas["diff_images"]?["required"] as? [String] == ["reference", "actual"])
        let colorScheme = (schemas["render_preview"]?["properties"] as? [String: Any])?["colorScheme"] as? [String: Any]
        #expect(colorScheme?["enum"] as? [String] == ["light", "dark"])

        let unknown = try session.request("tools/call", ["name": "render", "arguments": [:] as [String: Any]])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32602)
        let badScale = try session.call("render_preview", ["file": "Red.swift", "scale": "big"])
        #expect(badScale["isError"] as? Bool == true)
        #expect(Self.text(badScale) == "render_preview: 'scale' must be an integer, not \"big\"")
        let badDevice = try session.call("render_preview", ["file": "Red.swift", "device": "nokia"])
        #expect(badDevice["isError"] as? Bool == true)
        #expect(Self.text(badDevice).hasPrefix("unknown device 'nokia'"))

        let white = Canvas(width: 4, height: 3, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
        var dotted = white
        dotted[2, 1] = Pixel(r: 255, g: 0, b: 0, a: 255)
        try PNG.encode(white).write(to: temporary.url.appendingPathComponent("white.png"))
        try PNG.encode(dotted).write(to: temporary.url.appendingPathComponent("dotted.png"))
        let diff = try session.call("diff_images", ["reference": "white.png", "actual": "dotted.png"])
        #expect(diff["isError"] as? Bool == nil)
        #expect(Self.text(diff) == """
            1 of 12 pixels differ (8.33%), max ΔE94 114.51
            changed region: x 2...2, y 1...1
            differ: images differ beyond the tolerance
            """)
        let diffImage = try #require(try Self.images(diff).first)
        #expect(diffImage.width == 4 && diffImage.height == 3)
        let same = try session.call("diff_images", ["reference": "white.png", "actual": "white.png", "precision": 0.5])
        #expect(Self.text(same) == "0 of 12 pixels differ (0.00%), max ΔE94 0.00\nmatch: the images are the same within the tolerances")
        let missing = try session.call("diff_images", ["reference": "white.png", "actual": "none.png"])
        #expect(missing["isError"] as? Bool == true)
        #expect(Self.text(missing) == "cannot read none.png")
    }

    /// A #Preview rendered at scale 1 comes back as a 10x10 red PNG, with its name, frames and layout as text; the
    /// second render of the unchanged file does not compile it again; list_previews finds it by parsing; run_snap_test
    /// records its reference, then passes.
    @Test func rendersAPreview() throws {
        try write("Red.swift", Self.red)
        let session = try MCPSession(in: temporary.url)
        _ = try session.initialize()
        let listed = try session.call("list_previews", ["path": "."])
        #expect(Self.text(listed) == """
            {
              "files" : [
                {
                  "file" : "Red.swift",
                  "previews" : [
                    {
                      "choosesCanvas" : true,
                      "kind" : "#Preview",
                      "layouts" : [
                        ".sizeThatFitsLayout"
                      ],
                      "line" : 3,
                      "title" : "Red",
                      "traits" : [
                        ".sizeThatFitsLayout"
                      ]
                    }
                  ]
                }
              ]
            }
            """)

        let first = try session.call("render_preview", ["file": "Red.swift", "scale": 1])
        #expect(first["isError"] as? Bool == nil, "\(Self.text(first))")
        let images = try Self.images(first)
        #expect(images.count == 1)
        let image = try #require(images.first)
        #expect(image.width == 10 && image.height == 10)
        #expect(image[0, 0] == Self.systemRed && image[9, 9] == Self.systemRed)
        let text = Self.text(first)
        #expect(text.hasPrefix("no warnings\nRed-Red: Red-Red@1x_0.png 10x10 px\nlayout: {"))
        #expect(text.contains(#""root":{"children":[{"frame":{"height":10,"width":10,"x":0,"y":0},"type":"Color"}]"#), "\(text)")

        let cache = temporary.url.appendingPathComponent("cache/snap/modules")
        let unit = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.path).first)
        let program = cache.appendingPathComponent(unit).appendingPathComponent("bundle/preview").path
        let built = try FileManager.default.attributesOfItem(atPath: program)[.modificationDate] as? Date
        let second = try session.call("render_preview", ["file": "Red.swift", "scale": 1, "preview": "Red"])
        #expect(try Self.images(second).first == image)
        #expect(try FileManager.default.attributesOfItem(atPath: program)[.modificationDate] as? Date == built)
        let byPlace = try session.call("render_preview", ["file": "Red.swift", "preview": 2])
        #expect(byPlace["isError"] as? Bool == true)
        #expect(Self.text(byPlace) == "Red.swift has 1 preview, not 2: Red-Red")

        let recorded = try session.call("run_snap_test", ["path": "Red.swift", "scale": 1])
        #expect(Self.text(recorded).hasPrefix("snap: test: 1 snapshot of 1 file: 1 recorded; report: "), "\(Self.text(recorded))")
        #expect(Self.text(recorded).contains(#""outcome" : "recorded""#))
        let passed = try session.call("run_snap_test", ["path": "Red.swift", "scale": 1])
        #expect(Self.text(passed).contains("exit status 0: every snapshot passed\nfailing entries (0): []"), "\(Self.text(passed))")
    }

    /// `Color.red` as iOS 26 draws it in light mode (systemRed).
    static let systemRed = Pixel(r: 255, g: 56, b: 60, a: 255)

    /// A file that does not compile comes back as the compiler's diagnostic on the user's line, a preview that traps
    /// or never finishes as a tool error naming it, and the server answers the next call.
    @Test func survivesCompileErrorsAndCrashes() throws {
        try write("Broken.swift", """
            import SwiftUI

            #Preview { Text(42) }
            """)
        try write("Trap.swift", """
            import SwiftUI

            #Preview("Trap") { Text("\\([Int]()[1])") }
            """)
        let session = try MCPSession(in: temporary.url)
        _ = try session.initialize()
        let broken = try session.call("render_preview", ["file": "Broken.swift"])
        #expect(broken["isError"] as? Bool == true)
        let diagnostics = Self.text(broken)
        #expect(diagnostics.hasPrefix("Broken.swift did not compile\n\n"), "\(diagnostics)")
        let path = temporary.url.appendingPathComponent("Broken.swift").path
        #expect(diagnostics.contains(path + ":3:12: error: no exact matches in call to initializer"), "\(diagnostics)")

        let trap = try session.call("render_preview", ["file": "Trap.swift", "timeout": 20])
        #expect(trap["isError"] as? Bool == true)
        #expect(Self.text(trap) == "preview 'Trap' crashed: Index out of range")

        try write("Spin.swift", SnapFileTests.spinning)
        let spin = try session.call("render_preview", ["file": "Spin.swift", "timeout": 2])
        #expect(spin["isError"] as? Bool == true)
        #expect(Self.text(spin) == "preview 'Spinner_Previews (Forever)' did not finish within 2 s (--timeout)", "\(Self.text(spin))")

        let listed = try session.call("list_previews", ["path": "Trap.swift"])
        #expect(Self.text(listed).contains(#""title" : "Trap""#))

        // Nothing outside the folder it serves, however the path is spelled.
        let served = temporary.url.resolvingSymlinksInPath().path
        for (tool, key, path) in [("render_preview", "file", "../outside.swift"), ("list_previews", "path", "/etc"),
                                  ("run_snap_test", "path", "..")] {
            let refused = try session.call(tool, [key: path])
            #expect(refused["isError"] as? Bool == true)
            #expect(Self.text(refused) == "\(tool): '\(key)' \(path) is outside the folders snap mcp serves (\(served)); " +
                "start it with --root to serve more", "\(Self.text(refused))")
        }
    }
}
