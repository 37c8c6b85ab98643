/// Shrinks a failing tree to a small one that still fails: greedy delta debugging over the tree
/// (Zeller and Hildebrandt, "Simplifying and Isolating Failure-Inducing Input", 2002, applied
/// to a tree as in Hodován's HDD). Each step tries the reductions that remove the most first
/// (a subtree in place of the root, a view in place of its container, a modifier or child left
/// out, a text halved, a gradient made a colour, a plain canvas) and keeps the first that still
/// fails; it stops when none does or after `maxAttempts` tries. `fails` usually runs the
/// candidate in a child process, since the failure may be a crash.
public struct FuzzMinimiser {
    public var maxAttempts: Int
    public private(set) var attempts = 0

    public init(maxAttempts: Int = 500) { self.maxAttempts = maxAttempts }

    public mutating func minimise(_ tree: FuzzTree, fails: (FuzzTree) -> Bool) -> FuzzTree {
        var best = tree
        var improved = true
        while improved, attempts < maxAttempts {
            improved = false
            for candidate in Self.reductions(of: best) where candidate.weight < best.weight {
                guard attempts < maxAttempts else { break }
                attempts += 1
                if fails(candidate) { best = candidate; improved = true; break }
            }
        }
        return best
    }

    /// Every tree one reduction away, largest reductions first.
    static func reductions(of tree: FuzzTree) -> [FuzzTree] {
        var result = tree.root.reductions.map { root -> FuzzTree in var t = tree; t.root = root; return t }
        var plain = tree
        plain.sizesToFit = false; plain.scrollOffset = nil; plain.dark = false; plain.rightToLeft = false
        for change in [{ (t: inout FuzzTree) in t.scale = 1 }, { $0.sizesToFit = false }, { $0.scrollOffset = nil }, { $0.dark = false },
                       { $0.rightToLeft = false }, { $0.width = min($0.width, 100); $0.height = min($0.height, 100) }] {
            var t = tree
            change(&t)
            if t != tree { result.append(t) }
        }
        return result.sorted { $0.weight < $1.weight }
    }
}

extension FuzzTree {
    /// How big a reproducer is: views, modifiers and path elements, text by its length, and a
    /// little for each canvas setting that is not the plainest.
    var weight: Int {
        root.weight + (scale == 1 ? 0 : 1) + (sizesToFit ? 1 : 0) + (scrollOffset == nil ? 0 : 1) + (dark ? 1 : 0) + (rightToLeft ? 1 : 0)
            + (width <= 100 && height <= 100 ? 0 : 1)
    }
}

extension FuzzNode {
    var weight: Int {
        switch self {
        case .color, .symbol, .spacer, .divider: return 1
        case .shape(_, let paint, _): return 1 + paint.weight
        case .path(let elements, let paint, _): return 1 + elements.count + paint.weight
        case .text(let string, _, _): return 1 + string.unicodeScalars.count
        case .stack(_, _, let children), .scroll(_, let children): return 1 + children.reduce(0) { $0 + $1.weight }
        case .geometry(let child, _, _): return 1 + child.weight
        case .control(_, let content): return 1 + content.reduce(0) { $0 + $1.weight }
        case .modified(let child, let modifier):
            switch modifier {
            case .background(let node), .overlay(let node): return 1 + child.weight + node.weight
            default: return 1 + child.weight
            }
        }
    }

    /// Subtrees, largest first: what may stand in for this node.
    var descendants: [FuzzNode] {
        switch self {
        case .stack(_, _, let children), .scroll(_, let children), .control(_, let children): return children
        case .geometry(let child, _, _): return [child]
        case .modified(let child, .background(let node)), .modified(let child, .overlay(let node)): return [child, node]
        case .modified(let child, _): return [child]
        default: return []
        }
    }

    /// Trees one reduction away from this one.
    var reductions: [FuzzNode] {
        var result = descendants
        switch self {
        case .stack(let kind, let spacing, let children):
            result += children.indices.map { i in
                .stack(kind, spacing: spacing, children.enumerated().filter { $0.offset != i }.map(\.element))
            }
            result += children.indices.flatMap { i in
                children[i].reductions.map { .stack(kind, spacing: spacing, replacing(children, i, $0)) }
            }
        case .scroll(let horizontal, let children):
            result += children.indices.map { i in
                .scroll(horizontal: horizontal, children.enumerated().filter { $0.offset != i }.map(\.element))
            }
            result += children.indices.flatMap { i in
                children[i].reductions.map { .scroll(horizontal: horizontal, replacing(children, i, $0)) }
            }
        case .control(let control, let content):
            result += content.indices.map { i in .control(control, content.enumerated().filter { $0.offset != i }.map(\.element)) }
            result += content.indices.flatMap { i in content[i].reductions.map { .control(control, replacing(content, i, $0)) } }
        case .geometry(let child, let fx, let fy):
            result += child.reductions.map { .geometry($0, fx: fx, fy: fy) }
        case .modified(let child, let modifier):
            result += child.reductions.map { .modified($0, modifier) }
            switch modifier {
            case .background(let node): result += node.reductions.map { .modified(child, .background($0)) }
            case .overlay(let node): result += node.reductions.map { .modified(child, .overlay($0)) }
            default: break
            }
        case .text(let string, let fontSize, let lineLimit):
            let scalars = Array(string.unicodeScalars)
            if !scalars.isEmpty {
                let half = scalars.count / 2
                for part in [scalars[..<half], scalars[half...]] {
                    var text = ""
                    text.unicodeScalars.append(contentsOf: part)
                    result.append(.text(text, fontSize: fontSize, lineLimit: lineLimit))
                }
            }
        case .path(let elements, let paint, let style):
            result += elements.indices.map { i in .path(elements.enumerated().filter { $0.offset != i }.map(\.element), paint, style) }
            if case .color = paint {} else { result.append(.path(elements, .color(FuzzColor(kind: .named, name: "red")), style)) }
        case .shape(let kind, let paint, let style):
            if case .color = paint {} else { result.append(.shape(kind, .color(FuzzColor(kind: .named, name: "red")), style)) }
        default: break
        }
        return result
    }
}

extension FuzzPaint {
    var weight: Int {
        switch self {
        case .color: return 0
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .angular(let stops, _, _, _): return 1 + stops.count
        }
    }
}

private func replacing(_ children: [FuzzNode], _ index: Int, _ node: FuzzNode) -> [FuzzNode] {
    var result = children
    result[index] = node
    return result
}
