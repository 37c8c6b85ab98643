@testable import LayoutDSL
import Testing

/// A node's roles, taken from its behaviour when it is made: the layout pass tests these bits
/// instead of asking the behaviour (`LayoutPass.place`).
struct NodeRolesTests {
    @Test func rolesFollowTheBehaviour() {
        #expect(NodeRoles(FixedFrameBehavior(width: 10, height: nil, alignment: .center)) == [])
        #expect(NodeRoles(IgnoresSafeAreaBehavior(edges: .all)) == .safeArea)
        #expect(NodeRoles(GeometryReaderBehavior(build: { _ in [] })) == .deferredContent)
        let node = LayoutNode.make(IgnoresSafeAreaBehavior(edges: .top), subviews: [LayoutNode.make(FixedFrameBehavior(width: 1, height: 1, alignment: .center))])
        #expect(node.roles == .safeArea && node.subviews[0].roles == .sizesCheaply)
    }

    /// Leaves, frames fixed on both axes and padding answer their size without a measurement
    /// cache; text (which shapes its string), a frame with a free axis and containers keep one.
    @Test func cheapSizes() {
        #expect(NodeRoles(FixedFrameBehavior(width: 1, height: 2, alignment: .center)) == .sizesCheaply)
        #expect(NodeRoles(FixedFrameBehavior(width: nil, height: 2, alignment: .center)) == [])
        #expect(NodeRoles(ColorBehavior(color: .init(red: 1, green: 0, blue: 0, opacity: 1))) == .sizesCheaply)
        #expect(NodeRoles(SpacerBehavior(minLength: 8, axis: nil)) == .sizesCheaply)
        #expect(NodeRoles(TextBehavior(text: StyledText(runs: []), options: TextLayoutOptions(), measurer: nil)) == [])
        #expect(NodeRoles(PaddingBehavior(insets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))) == .sizesCheaply)
        #expect(NodeRoles(LayoutBehavior(HStackLayout())) == [])
    }

    /// A scroll view built from a view has the scroll role and the safe-area one (it reaches
    /// under the safe area it touches), and the frame around it none.
    @Test func aBuiltScrollViewHasTheScrollRole() throws {
        let host = ViewHost(ScrollView { Color.red.frame(height: 900) }.frame(height: 300), canvasSize: CGSize(width: 100, height: 400))
        _ = try host.update()
        let root = try #require(host.graph.lastRoot)
        var roles: [String: NodeRoles] = [:]
        func walk(_ node: LayoutNode) {
            roles[node.behavior.name, default: []].formUnion(node.roles)
            node.subviews.forEach(walk)
        }
        walk(root)
        #expect(roles["ScrollView"] == [.scrollView, .safeArea])
        #expect(roles["frame"] == [])
    }
}
