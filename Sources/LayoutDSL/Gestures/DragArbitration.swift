/// Who receives a drag, decided once when the finger lands, as SwiftUI arbitrates: the drag
/// gestures on the touch's path compete (the deepest wins, unless an ancestor's has high
/// priority; simultaneous ones run too); a scroll view on the path takes the drag only if no
/// gesture did. A button (a press) competes as a drag does, except inside a scroll view: a
/// moving finger there scrolls and the button never sees the touch, as UIScrollView's
/// `delaysContentTouches` (on by default) holds touches back until it knows they do not scroll.
/// A drag restricted to an axis (a row's swipe actions) competes only for a stroke mostly along
/// it, so a vertical stroke over a swipeable row still scrolls its list, as UIKit's swipe
/// recogniser fails for a vertical pan.
enum DragReceiver {
    /// The gestures that receive the drag, with the nodes they are attached to.
    case gestures([(node: LayoutNode, gesture: AttachedGesture)])
    /// The scroll view (its structural identity) that the finger scrolls.
    case scrollView(Int)
    case nothing

    /// `chain` is the hit node and its ancestors, deepest first; `stroke` the finger's travel.
    init(chain: NodeList, stroke: CGSize = .zero) {
        let scrollDepth = chain.firstIndex { $0.behavior.asScrollView?.scrollsByDrag == true }
        let mostly: Axis = abs(stroke.width) > abs(stroke.height) ? .horizontal : .vertical
        let drags = chain.enumerated().flatMap { depth, node in
            node.gestures.filter {
                switch $0.recognizer.kind {
                case .drag: return $0.recognizer.axis.map { $0 == mostly } ?? true
                case .press: return scrollDepth.map { depth > $0 } ?? true
                case .tap, .longPress, .twoFinger: return false
                }
            }.map { (node: node, gesture: $0) }
        }
        let winner = drags.first { $0.gesture.priority == .high } ?? drags.first { $0.gesture.priority == .normal }
        if let winner {
            // Axis-restricted drags (a row's leading and trailing swipe actions) all hear the
            // stroke: each acts only on the direction that reveals its own actions.
            self = .gestures(drags.filter { $0.gesture.priority == .simultaneous || $0.gesture.recognizer.axis != nil
                || ($0.node === winner.node && $0.gesture.priority == winner.gesture.priority) })
        } else if let scroll = chain.lazy.compactMap(\.behavior.asScrollView).first(where: \.scrollsByDrag) {
            self = .scrollView(scroll.identity)
        } else {
            self = drags.isEmpty ? .nothing : .gestures(drags)
        }
    }
}
