@testable import LayoutDSL
import Testing

/// The search field under a large title in the Liquid Glass design (docs/reference/ios26-navigation-bar.md,
/// "The search field under the title", measured on an iOS 26 reference of a 393 x 852 pt screen
/// with a 59 pt top safe area): a 44 pt capsule at (16, 166, 361, 44), the magnifying glass's
/// 16⅓ pt box 14 pt inside it, the prompt 9⅓ pt after that box.
@Suite(.design(.liquidGlass))
struct GlassSearchFieldTests {
    struct NewsSearch: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                Color.clear.accessibilityIdentifier("content")
                    .navigationTitle("Search")
                    .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search news...")
            }
        }
    }

    private func tree() throws -> ResolvedTree {
        let host = ViewHost(NewsSearch(), canvasSize: CGSize(width: 393, height: 852))
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return try host.update()
    }

    @Test func theFieldIsA44PointCapsuleUnderTheTitle() throws {
        let tree = try tree()
        #expect(tree.allNodes.contains { $0.frame == CGRect(x: 16, y: 166, width: 361, height: 44) })
        let prompt = try #require(tree.allNodes.first { $0.text == "Search news..." }).frame
        #expect(abs(prompt.minX - (16 + 14 + 16 + 1.0 / 3 + 9 + 1.0 / 3)) < 0.001 && abs(prompt.midY - 188) < 0.5)
        // The content starts under the field and the estimated 15 pt below it.
        #expect(abs(frame(tree, "content").minY - (166 + 44 + 15)) < 0.001)
    }

    @Test func theMagnifyingGlassIsCentredInItsBox() throws {
        let tree = try tree()
        let glyph = try #require(tree.allNodes.first { $0.frame.width == 16 + 1.0 / 3 && $0.frame.minY > 166 })
        #expect(abs(glyph.frame.minX - 30) < 0.001 && abs(glyph.frame.midY - 188) < 0.5)
    }

    /// The compatibility design keeps iOS 17's 36 pt field with 8 pt above and below.
    @Test(.design(.compatibility)) func theCompatibilityDesignKeepsIOS18sField() throws {
        let tree = try tree()
        #expect(tree.allNodes.contains { $0.frame == CGRect(x: 16, y: 155 + 8, width: 361, height: 36) })
        #expect(abs(frame(tree, "content").minY - (155 + 52)) < 0.001)
    }
}
