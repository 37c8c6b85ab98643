@testable import LayoutDSL
import Testing

/// `Gesture.map` hands the callbacks after it the mapped value; `contentShape(_:_:eoFill:)`
/// changes where touches land only for the `interaction` kind; composable hover effects.
struct MapGestureAndContentShapeTests {
    final class Log { var events: [String] = [] }

    /// A drag of 80 points to the right, mapped to its width: the mapped callbacks get numbers;
    /// the `onChanged` inside the map still gets the drag.
    @Test func mappedDragCallsBackWithTheMappedValue() throws {
        let log = Log()
        let gesture = DragGesture(minimumDistance: 0)
            .onChanged { _ in if log.events.isEmpty { log.events.append("drag") } }
            .map { $0.translation.width }
            .onEnded { log.events.append("ended \(Int($0))") }
        let view = Color.red.frame(width: 200, height: 100).gesture(gesture).frame(width: 300, height: 200)
        _ = try ViewHost(view, canvasSize: CGSize(width: 300, height: 200))
            .drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100), duration: 0.1, settle: 0)
        #expect(log.events == ["drag", "ended 80"])
    }

    /// Maps compose: the second gets what the first made.
    @Test func mapsCompose() throws {
        let log = Log()
        let gesture = DragGesture().map { $0.translation.height }.map { "\(Int($0)) down" }.onEnded { log.events.append($0) }
        let view = Color.red.frame(width: 200, height: 200).gesture(gesture)
        _ = try ViewHost(view, canvasSize: CGSize(width: 200, height: 200))
            .drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 110), duration: 0.1, settle: 0)
        #expect(log.events == ["60 down"])
    }

    /// A 100-point square with a tap in a 300-point canvas: an interaction shape three times as
    /// wide takes a tap beside it; a drag-preview shape does not.
    @Test(arguments: [ContentShapeKinds.interaction, .dragPreview, [.interaction, .contextMenuPreview]])
    func onlyTheInteractionKindTakesTouches(kind: ContentShapeKinds) throws {
        let log = Log()
        let view = Color.red.frame(width: 100, height: 100)
            .contentShape(kind, Rectangle().inset(by: -100))
            .onTapGesture { log.events.append("tap") }
        _ = try ViewHost(view, canvasSize: CGSize(width: 300, height: 300)).tap(at: CGPoint(x: 60, y: 150))
        #expect(log.events == (kind.contains(.interaction) ? ["tap"] : []))
    }

    @Test func hoverEffectsNameTheirKind() {
        #expect(HoverEffect(LiftHoverEffect()).rawValue == HoverEffect.lift.rawValue)
        #expect(HoverEffect(HighlightHoverEffect()).rawValue == HoverEffect.highlight.rawValue)
        #expect(HoverEffect(AutomaticHoverEffect().hoverEffectDisabled()).rawValue == HoverEffect.automatic.rawValue)
    }

    /// On a touch screen hover effects draw nothing: the view is where and as it was.
    @Test func hoverEffectsLeaveTheViewAsItIs() throws {
        let view = Color.red.frame(width: 50, height: 50).hoverEffect(LiftHoverEffect()).accessibilityIdentifier("v")
        let tree = try resolve(view, 100, 100)
        #expect(frame(tree, "v") == rect(25, 25, 50, 50))
    }
}
