import Foundation
import Testing

extension SnapFileTests {
    static let greeting = """
    import SwiftUI

    struct Greeting: View {
        @AppStorage("name") private var name = "nobody"
        @AppStorage("count") private var count = 1
        var body: some View {
            VStack {
                Text("Hello, \\(name)").font(.body).accessibilityIdentifier("hello")
                Color.blue.frame(width: CGFloat(count * 10), height: 10).accessibilityIdentifier("count")
            }
        }
    }

    struct Greeting_Previews: PreviewProvider {
        static var previews: some View { Greeting().previewLayout(.fixed(width: 300, height: 200)) }
    }
    """

    /// `--defaults` seeds `@AppStorage` (text read as the property's type); `--dynamic-type`
    /// sizes text styles by Apple's table; a bad entry exits 16.
    @Test func defaultsAndDynamicType() throws {
        try write("Greeting.swift", Self.greeting)
        let plain = try run(["render", "Greeting.swift", "--layout-json", "plain.json", "--quiet"])
        #expect(plain.status == 0, "\(plain.stderr)")
        let seeded = try run(["render", "Greeting.swift", "--defaults", "name=Zoe", "--defaults", "count=7",
                              "--dynamic-type", "accessibility3", "--layout-json", "seeded.json", "--quiet"])
        #expect(seeded.status == 0, "\(seeded.stderr)")
        let before = try String(contentsOf: directory.appendingPathComponent("plain.json"), encoding: .utf8)
        let after = try String(contentsOf: directory.appendingPathComponent("seeded.json"), encoding: .utf8)
        #expect(before.contains("Hello, nobody") && after.contains("Hello, Zoe"))
        func height(_ json: String, _ id: String) throws -> Double {
            let data = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            func find(_ node: [String: Any]) -> [String: Any]? {
                if node["id"] as? String == id { return node }
                return (node["children"] as? [[String: Any]] ?? []).lazy.compactMap(find).first
            }
            let frames = data["frames"] as! [[String: Any]]
            let node = try #require(find(frames[0]["tree"].flatMap { ($0 as! [String: Any])["root"] as? [String: Any] } ?? [:]))
            return (node["frame"] as! [String: Any])["height"] as! Double
        }
        #expect(try height(after, "hello") > 2 * height(before, "hello"))
        #expect(after.contains("\"width\" : 70"))
        #expect(try run(["render", "Greeting.swift", "--defaults", "name", "--quiet"]).status == 16)
    }
}
