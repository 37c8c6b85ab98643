/// Finds what a touch lands on, as SwiftUI does: the topmost view with content (or a content
/// shape) under the point; the gestures of that view and its ancestors, deepest first, compete
/// for the touch.
struct HitTestResult {
    /// The hit node and its ancestors, deepest first.
    let chain: NodeList
}

extension LayoutNode {
    func hitTest(_ point: CGPoint) -> HitTestResult? {
        let hitTesting = self.hitTesting
        if case .disabled = hitTesting { return nil }
        let local = point.applying(transform.inverted())
        // A scroll view takes touches only in its bounds, its content's too, as a UIScrollView
        // does (UIKit hit-tests a view's subviews only at points inside it). A clip does not
        // narrow hit testing: `clipShape` and `clipped` hide what falls outside, which still
        // takes touches (Ole Begemann, "clipped() doesn't affect hit testing", iOS 16.1); a
        // content shape does: the subtree takes touches only inside it.
        if roles.contains(.scrollView), !CGRect(size: size).contains(local) { return nil }
        if case .shape(let shape) = hitTesting, !shape(size).contains(local) { return nil }
        for child in subviews.sortedByZIndex(\.effectiveZIndex).reversed() {
            if let hit = child.hitTest(point) { return HitTestResult(chain: hit.chain + [self]) }
        }
        let inside: Bool
        switch hitTesting {
        case .shape: inside = true
        case .slots:
            guard CGRect(size: size).contains(local), let hit = slotHit(at: local) else { return nil }
            return HitTestResult(chain: hit.chain + [self])
        // A scroll view takes touches anywhere in its bounds, between its content's views too,
        // as a UIScrollView does.
        case .frame: inside = (receivesTouches || roles.contains(.scrollView)) && CGRect(size: size).contains(local)
        case .disabled: inside = false
        }
        return inside ? HitTestResult(chain: [self]) : nil
    }
}

extension LayoutNode {
    /// What a touch at `local` (in this node's space) that no subview took lands on, the node's
    /// subviews being centred in side-by-side slots from its leading edge: the subview of the slot
    /// holding it, touched at its centre. A slot's width is twice its subview's centre's distance
    /// from the slot's start, so the slots follow from the placed frames alone.
    func slotHit(at local: CGPoint) -> HitTestResult? {
        let toLocal = transform.inverted()
        let centres = subviews.map { child in
            let centre = CGPoint(x: child.size.width / 2, y: child.size.height / 2).applying(child.transform)
            return (child: child, centre: centre, x: centre.applying(toLocal).x)
        }.sorted { $0.x < $1.x }
        var start: CGFloat = 0
        for slot in centres {
            let end = 2 * slot.x - start
            if local.x < end { return slot.child.hitTest(slot.centre) }
            start = end
        }
        return nil
    }
}

extension LayoutNode {
    /// Views that draw something receive touches in their frame; layout containers and spacers do not.
    /// What a node draws is its behaviour's: the effects kept on it draw nothing of their own.
    var receivesTouches: Bool {
        behaviorDisplay(size: CGSize(width: 1, height: 1)).content.contains { item in
            if case .fill(_, _, .color(let color)) = item { return color.opacity > 0 }
            return true
        }
    }
}

extension Path {
    /// Whether the point is inside the path (non-zero winding), curves flattened finely.
    func contains(_ point: CGPoint) -> Bool {
        var winding = 0
        for line in flattened(tolerance: 0.05) {
            let points = line.points
            guard points.count > 1 else { continue }
            for (a, b) in zip(points, points.dropFirst() + [points[0]]) {
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return winding != 0
    }
}
