import LayoutDSL
import Render

/// What rendering a tree showed, short of a crash or hang (which only the supervising process
/// can see): a clean render, an error the engine reports on purpose (a tree past the depth
/// limit), or a broken promise of the output (an update loop that did not settle is one: the
/// tree's built-in views change no state of their own accord).
public enum FuzzOutcome: Equatable, Sendable {
    case rendered
    /// A documented error, thrown instead of a render: not a defect.
    case refused(String)
    /// A defect: the render finished but its output breaks an invariant.
    case defect(String)
}

extension FuzzTree {
    /// Hosts, lays out, renders and encodes the tree as `snap` does, then checks every node of the
    /// output: finite, non-negative sizes and finite transforms (SwiftUI clamps what it logs as
    /// "invalid frame dimension"; nothing non-finite may reach a consumer of the tree or the
    /// JSON), the canvas's size, and that its PNG decodes to its pixels.
    public func check() -> FuzzOutcome {
        var settings = HostSettings(size: CGSize(width: CGFloat(width), height: CGFloat(height)), scale: CGFloat(scale),
                                    colorScheme: dark ? .dark : .light)
        settings.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        settings.sizesToFit = sizesToFit
        let host = settings.host(root.view)
        if let scrollOffset { host.setScrollOffset(CGPoint(x: CGFloat(scrollOffset.x), y: CGFloat(scrollOffset.y))) }
        let tree: ResolvedTree
        do {
            tree = try host.update()
        } catch let error as UpdateLoopError {
            // A fuzz tree holds no code of its own that changes state: an update that does not
            // settle comes from the built-in views alone, which must settle by themselves.
            return .defect("\(error)")
        } catch {
            return .refused("\(error)")
        }
        if let problem = tree.root.firstNonFiniteGeometry(path: "root") { return .defect(problem) }
        guard tree.canvasSize.width.isFinite, tree.canvasSize.height.isFinite else {
            return .defect("the canvas is \(tree.canvasSize)")
        }
        let canvas = Renderer(scale: CGFloat(scale)).render(tree)
        // The canvas the tree asks for, cut to the renderer's limits as `Renderer.pixelSize` documents.
        let expected = Renderer.pixelSize(of: tree.canvasSize, scale: CGFloat(scale))
        guard canvas.width == expected.0, canvas.height == expected.1 else {
            return .defect("the canvas is \(canvas.width)x\(canvas.height) pixels, not \(expected.0)x\(expected.1)")
        }
        if let defect = PNGRoundTrip.defect(of: canvas) { return .defect(defect) }
        return .rendered
    }
}

extension ResolvedNode {
    /// The first node, depth first, whose size or transform is not finite (or size negative).
    func firstNonFiniteGeometry(path: String) -> String? {
        var stack = [(self, path)]
        while let (node, path) = stack.popLast() {
            let t = node.transform
            if !(node.size.width.isFinite && node.size.height.isFinite && node.size.width >= 0 && node.size.height >= 0) {
                return "\(path) (\(node.type)) has size \(node.size)"
            }
            if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) { return "\(path) (\(node.type)) has transform \(t)" }
            for (index, child) in Array(node.childNodes).enumerated().reversed() { stack.append((child, "\(path)/\(index)")) }
        }
        return nil
    }
}
