import LayoutDSL
import Testing

/// The resolved tree as JSON.
struct LayoutJSONTests {
    /// The resolved tree as JSON: stable, with ids, frames, transforms and opacity.
    @Test func jsonOutput() throws {
        let tree = try resolve(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").opacity(0.5), 20, 20)
        let text = String(decoding: try tree.jsonData(), as: UTF8.self)
        #expect(text.contains("\"id\" : \"dot\""))
        #expect(text.contains("\"type\" : \"frame\""))
        #expect(text.contains("\"modifiers\" : [\n      \"opacity\"\n    ]"))
        #expect(text.contains("\"opacity\" : 0.5"))
        #expect(text.contains("\"transform\" : [\n      1,\n      0,\n      0,\n      1,\n      5,\n      5\n    ]"))
        #expect(try tree.jsonData() == resolve(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").opacity(0.5), 20, 20).jsonData())
    }
}
