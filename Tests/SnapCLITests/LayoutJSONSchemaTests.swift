import Foundation
import Testing

extension SnapCLITests {
    /// Every key `--layout-json` writes is one docs/layout-json.schema.json describes, at its
    /// level; `--layout-json-compact` keeps only type, id, text, frame and children.
    @Test func layoutJSONFollowsItsSchema() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("docs/layout-json.schema.json"))) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        func properties(_ name: String) -> Set<String> { Set(((defs[name] as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? []) }
        let nodeKeys = properties("node"), frameKeys = properties("frame"), treeKeys = properties("tree")

        #expect(try snap("render", "settings", "--scale", "1", "--offsets", "0,40", "--layout-json", "full.json", "--quiet").status == 0)
        #expect(try snap("render", "settings", "--scale", "1", "--layout-json", "compact.json", "--layout-json-compact", "--quiet").status == 0)
        func nodes(_ file: String) throws -> [[String: Any]] {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(file))) as? [String: Any])
            #expect(Set(json.keys) == ["scene", "frames"])
            var found: [[String: Any]] = []
            func walk(_ node: [String: Any]) { found.append(node); (node["children"] as? [[String: Any]])?.forEach(walk) }
            for frame in (json["frames"] as? [[String: Any]]) ?? [] {
                #expect(Set(frame.keys).isSubset(of: frameKeys))
                let tree = frame["tree"] as? [String: Any] ?? [:]
                #expect(Set(tree.keys) == treeKeys)
                (tree["root"] as? [String: Any]).map(walk)
            }
            return found
        }
        let full = try nodes("full.json"), compact = try nodes("compact.json")
        #expect(!full.isEmpty && full.allSatisfy { Set($0.keys).isSubset(of: nodeKeys) })
        #expect(full.contains { $0["transform"] != nil && $0["opacity"] != nil })
        #expect(!compact.isEmpty && compact.allSatisfy { Set($0.keys).isSubset(of: ["type", "id", "text", "frame", "children"]) })
        #expect(compact.contains { $0["id"] as? String == "notifications" })
    }
}
