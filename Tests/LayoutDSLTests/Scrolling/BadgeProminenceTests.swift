@testable import LayoutDSL
import Testing

/// `badgeProminence(.increased)` draws a list row's badge on a red capsule; the standard
/// badge is plain text.
struct BadgeProminenceTests {
    func capsules(_ prominence: BadgeProminence) throws -> Int {
        let view = List {
            Text("Inbox").badge(12)
        }
        .badgeProminence(prominence)
        let tree = try resolve(view, 320, 200)
        let badge = try #require(tree.allNodes.first { $0.text == "12" })
        // The capsule is a shape node drawn behind the badge's text, exactly its frame after padding.
        return tree.allNodes.filter {
            $0.type == "Capsule" && $0.frame.width == badge.frame.width + 14 && $0.frame.height == badge.frame.height + 2
        }.count
    }

    @Test func increasedDrawsACapsule() throws {
        #expect(try capsules(.increased) == 1)
    }

    @Test func standardAndDecreasedDrawText() throws {
        #expect(try capsules(.standard) == 0)
        #expect(try capsules(.decreased) == 0)
    }
}
