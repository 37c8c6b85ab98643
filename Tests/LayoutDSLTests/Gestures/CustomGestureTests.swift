import Foundation
@testable import LayoutDSL
import Testing

/// An app's gesture made of a `body`, a type-erased gesture and the iOS 18 attaching forms are
/// recognised as the gestures they are made of.
struct CustomGestureTests {
    final class Log { var translations: [CGFloat] = []; var taps: [CGPoint] = [] }

    /// A gesture declared as SwiftUI lets an app declare one: its `body` is what is recognised.
    struct Swipe: Gesture {
        typealias Value = DragGesture.Value
        let log: Log
        var body: some Gesture<DragGesture.Value> {
            DragGesture(minimumDistance: 0).onEnded { log.translations.append($0.translation.width) }
        }
    }

    struct Board<G: Gesture>: View {
        let gesture: G
        @GestureState(reset: { _, transaction in transaction.disablesAnimations = true }) private var dragging: CGFloat?
        var body: some View {
            Color.blue.frame(width: 50, height: 50)
                .accessibilityIdentifier("box")
                .offset(x: dragging ?? 0)
                .gesture(gesture)
                .simultaneousGesture(DragGesture(minimumDistance: 0).updating($dragging) { value, state, _ in state = value.translation.width },
                                     isEnabled: true)
        }
    }

    @Test func aBodyGestureIsItsBody() throws {
        let log = Log()
        let host = ViewHost(Board(gesture: Swipe(log: log)), canvasSize: CGSize(width: 300, height: 100))
        let frames = try host.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 210, y: 50), duration: 0.1, settle: 0.05)
        #expect(log.translations == [60])
        // The optional gesture state followed the finger and returned to nil.
        #expect(frames.map { $0.tree.node(id: "box")!.frame.minX }.max() == 185)
        #expect(frames.last?.tree.node(id: "box")?.frame.minX == 125)
    }

    @Test func anyGestureKeepsItsCallbacks() throws {
        let log = Log()
        let erased = AnyGesture(DragGesture(minimumDistance: 0).onEnded { log.translations.append($0.translation.width) })
        let host = ViewHost(Board(gesture: erased), canvasSize: CGSize(width: 300, height: 100))
        _ = try host.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 180, y: 50), duration: 0.1, settle: 0.05)
        #expect(log.translations == [30])
    }

    /// Disabled or named, the iOS 18 forms attach as the gesture does.
    @Test func namedAndDisabledForms() throws {
        let log = Log()
        let view = Color.red.frame(width: 100, height: 100)
            .highPriorityGesture(TapGesture().onEnded { log.translations.append(1) }, isEnabled: false)
            .gesture(DragGesture(minimumDistance: 0).onEnded { log.translations.append($0.translation.width) }, name: "pan")
        let host = ViewHost(view, canvasSize: CGSize(width: 100, height: 100))
        _ = try host.drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 60, y: 50), duration: 0.1, settle: 0.05)
        #expect(log.translations == [40])
    }

    @Test func tapLocationInACoordinateSpaceProtocol() throws {
        let log = Log()
        let view = Color.red.frame(width: 100, height: 100)
            .onTapGesture(coordinateSpace: .global as GlobalCoordinateSpace) { log.taps.append($0) }
            .padding(50)
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 200))
        _ = try host.tap(at: CGPoint(x: 70, y: 80))
        #expect(log.taps == [CGPoint(x: 70, y: 80)])
    }
}

/// Apple Pencil's settings read as iPadOS has them out of the box.
struct PencilSettingsTests {
    @Test func preferredActionsDefaults() {
        let environment = EnvironmentValues()
        #expect(environment.preferredPencilDoubleTapAction == .switchEraser)
        #expect(environment.preferredPencilSqueezeAction == .showContextualPalette)
    }
}

/// `SpatialEventGesture` reports the played finger as one touch event, active as it moves and
/// ended as it lifts, where it is in the view.
struct SpatialEventGestureTests {
    final class Log { var events: [SpatialEventCollection.Event] = [] }

    @Test func followsTheTouch() throws {
        let log = Log()
        let view = Color.red.frame(width: 100, height: 100)
            .gesture(SpatialEventGesture()
                .onChanged { log.events += $0 }
                .onEnded { log.events += $0 })
            .padding(50)
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 200))
        _ = try host.drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 120, y: 100), duration: 0.1, settle: 0.05)
        // The host moves the finger in 10-point steps; the first change is one step in.
        #expect(log.events.first?.location == CGPoint(x: 20, y: 50))
        #expect(log.events.last?.location == CGPoint(x: 70, y: 50))
        #expect(log.events.last?.phase == .ended)
        #expect(log.events.dropLast().allSatisfy { $0.phase == .active && $0.kind == .touch })
        let collection = SpatialEventCollection(events: Array(log.events.prefix(1)))
        #expect(collection.count == 1 && collection[collection.startIndex].id == collection.first?.id)
    }
}
