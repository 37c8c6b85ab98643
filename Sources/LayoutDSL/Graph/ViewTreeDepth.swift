/// The deepest view tree the engine lays out and draws: 600 nested nodes (each modifier is
/// a node). Building, layout, placement and drawing recurse once per level, about 9 KB of stack
/// each in a debug build: a chain of nested paddings overflowed an 8 MB thread stack between 800
/// and 900 levels (the fuzzer's seed 3, tree 540, had 977), so the limit keeps a third in hand.
/// Real screens nest a few hundred nodes at most; a deeper tree fails with `ViewTreeTooDeepError`.
public struct ViewTreeTooDeepError: Error, CustomStringConvertible {
    public static let limit = 600
    public let depth: Int

    public var description: String {
        "the view tree is more than \(Self.limit) levels deep (each modifier is a level); it is not laid out"
    }
}

extension LayoutNode {
    /// The depth of the tree below this node, counted without recursion, stopping past `limit`.
    func depth(stoppingPast limit: Int) -> Int {
        var deepest = 0
        var stack: [(LayoutNode, Int)] = [(self, 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            if deepest > limit { return deepest }
            node.subviews.forEach { stack.append(($0, depth + 1)) }
        }
        return deepest
    }
}
