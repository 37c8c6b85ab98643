/// The deepest view tree the engine lays out and draws: 1,000 nested nodes (each modifier is
/// a node). Layout, placement and drawing recurse once per level, a few kilobytes of stack
/// each; past this depth a thread's stack could overflow, which would kill the process. Real
/// screens nest a few hundred nodes at most; a deeper tree fails with `ViewTreeTooDeepError`.
public struct ViewTreeTooDeepError: Error, CustomStringConvertible {
    public static let limit = 1_000
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
            for child in node.subviews { stack.append((child, depth + 1)) }
        }
        return deepest
    }
}
