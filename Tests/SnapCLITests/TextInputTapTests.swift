import Foundation
import Testing

/// `snap render --tap` focuses the text field under the finger: the caret (a 2-point bar)
/// moves from the field focused in `.onAppear` to the tapped one.
struct TextInputTapTests {
    @Test func tapFocusesAField() throws {
        let snap = SnapFileTests()
        try snap.write("Fields.swift", """
            import SwiftUI

            struct Fields: View {
                enum Field: Hashable { case first, second }
                @State private var first = "Ann"
                @State private var second = ""
                @FocusState private var focus: Field?

                var body: some View {
                    VStack(spacing: 20) {
                        TextField("First", text: $first).focused($focus, equals: .first)
                        TextField("Second", text: $second).focused($focus, equals: .second)
                    }
                    .textFieldStyle(.roundedBorder)
                    .padding()
                    .onAppear { focus = .first }
                }
            }

            struct Fields_Previews: PreviewProvider {
                static var previews: some View {
                    Fields().previewLayout(.fixed(width: 300, height: 120))
                }
            }
            """)
        // The fields are 34 tall, 20 apart, centred in 120: 16...50 and 70...104.
        let result = try snap.run(["render", "Fields.swift", "--tap", "150,87", "--layout-json", "fields.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: snap.directory.appendingPathComponent("fields.json"))) as? [String: Any]
        let frames = try #require(json?["frames"] as? [[String: Any]])
        func carets(_ node: Any?) -> [[String: Double]] {
            guard let node = node as? [String: Any] else { return [] }
            let own = (node["type"] as? String == "Rectangle" && (node["frame"] as? [String: Double])?["width"] == 2)
                ? [node["frame"] as! [String: Double]] : []
            return own + ((node["children"] as? [Any]) ?? []).flatMap(carets)
        }
        let caretYs = frames.map { carets(($0["tree"] as? [String: Any])?["root"]).map { $0["y"] ?? -1 } }
        #expect(caretYs == [[76]])
    }
}
