/// Who receives a drag, decided once when the finger lands, as SwiftUI arbitrates: the drag
/// gestures on the touch's path compete (the deepest wins, unless an ancestor's has high
/// priority; simultaneous ones run too); a scroll view on the path takes the drag only if no
/// gesture did. A button (a press) competes as a drag does, except inside a scroll view: a
/// moving finger there scrolls and the button never sees the touch, as UIScrollView's
/// `delaysContentTouches` (on by default) holds touches back until it knows they do not scroll.
enum DragReceiver {
    /// The gestures that receive the drag, with the nodes they are attached to.
    case gestures([(node: LayoutNode, gesture: AttachedGesture)])
    /// The scroll view (its structural identity) that the finger scrolls.
    case scrollView(Int)
    case nothing

    /// `chain` is the hit node and its ancestors, deepest first.
    init(chain: NodeList) {
        let scrollDepth = chain.firstIndex { $0.behavior.asScrollView?.scrollsByDrag == true }
        let drags = chain.enumerated().flatMap { depth, node in
            node.gestures.filter {
                switch $0.recognizer.kind {
                case .drag: return true
                case .press: return scrollDepth.map { depth > $0 } ?? true
                case .tap, .longPress, .twoFinger: return false
                }
            }.map { (node: node, gesture: $0) }
        }
        let winner = drags.first { $0.gesture.priority == .high } ?? drags.first { $0.gesture.priority == .normal }
        if let winner {
            self = .gestures(drags.filter { $0.gesture.priority == .simultaneous
                || ($0.node === winner.node && $0.gesture.priority == winner.gesture.priority) })
        } else if let scroll = chain.lazy.compactMap(\.behavior.asScrollView).first(where: \.scrollsByDrag) {
            self = .scrollView(scroll.identity)
        } else {
            self = drags.isEmpty ? .nothing : .gestures(drags)
        }
    }
}
