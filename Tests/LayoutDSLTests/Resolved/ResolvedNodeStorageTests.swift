@testable import LayoutDSL
import Testing

/// A resolved tree keeps its nodes depth first in one array; `children` reads and writes them
/// as values of their own.
struct ResolvedNodeStorageTests {
    /// r ─ a ─ a1
    ///   │   └ a2 ─ a21
    ///   └ b
    static let tree = ResolvedNode(type: "r", size: .zero, children: [
        ResolvedNode(type: "a", size: .zero, children: [
            ResolvedNode(type: "a1", size: .zero),
            ResolvedNode(type: "a2", size: .zero, children: [ResolvedNode(type: "a21", size: .zero)]),
        ]),
        ResolvedNode(type: "b", size: .zero),
    ])

    /// Types of the subtree, nested as `children` reads it.
    static func shape(_ node: ResolvedNode) -> String {
        node.children.isEmpty ? node.type : node.type + "(" + node.children.map(shape).joined(separator: " ") + ")"
    }

    @Test func childrenReadTheSubtrees() {
        let tree = Self.tree
        #expect(Self.shape(tree) == "r(a(a1 a2(a21)) b)")
        #expect(tree.childNodes.map(\.type) == ["a", "b"])
        #expect(tree.childNodes.count == 2 && tree.children[0].childNodes.count == 2)
        #expect(tree.subtree.map(\.type) == ["r", "a", "a1", "a2", "a21", "b"])
        #expect(tree.offset { $0.type == "a21" } == 4)
        #expect(tree.first { $0.type.hasPrefix("a2") }?.children.map(\.type) == ["a21"])
        #expect(tree.node(atOffset: 3).type == "a2")
    }

    /// A change deep in the tree, growing or shrinking a subtree, leaves the rest where it was,
    /// and the tree it was copied from as it was.
    @Test func modifyingANodeKeepsTheRest() {
        var grown = Self.tree
        grown.modify(nodeAt: 2) { $0.children = [ResolvedNode(type: "x", size: .zero), ResolvedNode(type: "y", size: .zero)] }
        #expect(Self.shape(grown) == "r(a(a1(x y) a2(a21)) b)")
        var shrunk = grown
        shrunk.modify(nodeAt: 1) { $0.children.removeFirst(); $0.size = CGSize(width: 3, height: 4) }
        #expect(Self.shape(shrunk) == "r(a(a2(a21)) b)")
        #expect(shrunk.children[0].size == CGSize(width: 3, height: 4))
        var renamed = shrunk
        renamed.modify(nodeAt: 0) { $0.type = "root" }
        renamed.modify(nodeAt: 4) { $0.opacity = 0.5 }
        #expect(Self.shape(renamed) == "root(a(a2(a21)) b)")
        #expect(renamed.children[1].opacity == 0.5)
        #expect(Self.shape(grown) == "r(a(a1(x y) a2(a21)) b)")
        #expect(Self.shape(Self.tree) == "r(a(a1 a2(a21)) b)")
    }

    /// Written through `children` at two levels, each level's subtree is stored again.
    @Test func writingChildrenStoresTheSubtree() {
        var tree = Self.tree
        tree.children[0].children[1].children.append(ResolvedNode(type: "a22", size: .zero))
        tree.children.insert(ResolvedNode(type: "c", size: .zero), at: 1)
        #expect(Self.shape(tree) == "r(a(a1 a2(a21 a22)) c b)")
        #expect(tree.subtree.count == 8)
    }

    /// Reflected as its fields and children, as a nested tree was, not as the shared storage.
    @Test func reflectsItsFieldsAndChildren() {
        let labels = Mirror(reflecting: Self.tree).children.compactMap(\.label)
        #expect(labels == ["type", "id", "text", "modifiers", "size", "transform", "opacity", "display", "children"])
        #expect(String(describing: Self.tree).contains("type: \"a21\"") && !String(describing: Self.tree).contains("descendantCount"))
    }
}
