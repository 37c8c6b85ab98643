@testable import LayoutDSL
import Testing

/// A node's roles, taken from its behaviour when it is made: the layout pass tests these bits
/// instead of asking the behaviour (`LayoutPass.place`).
struct NodeRolesTests {
    @Test func rolesFollowTheBehaviour() {
        #expect(NodeRoles(FixedFrameBehavior(width: 10, height: nil, alignment: .center)) == [])
        #expect(NodeRoles(IgnoresSafeAreaBehavior(edges: .all)) == .safeArea)
        #expect(NodeRoles(GeometryReaderBehavior(build: { _ in [] })) == .deferredContent)
        let node = LayoutNode(IgnoresSafeAreaBehavior(edges: .top), subviews: [LayoutNode(FixedFrameBehavior(width: 1, height: 1, alignment: .center))])
        #expect(node.roles == .safeArea && node.subviews[0].roles == [])
    }

    /// A scroll view built from a view has the scroll role, and the frame around it none.
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
        #expect(roles["ScrollView"] == .scrollView)
        #expect(roles["frame"] == [])
    }
}
