import Foundation

/// A gesture that reports every touch as it moves (Apple's documentation of
/// `SpatialEventGesture`): its value is the collection of the touches' events, in the view's
/// coordinates or those of `coordinateSpace`, each `active` while it moves and `ended` when it
/// lifts. It begins as the finger goes down, as a drag with no minimum distance does.
nonisolated public struct SpatialEventGesture: PrimitiveGesture {
    public typealias Value = SpatialEventCollection

    public let coordinateSpace: CoordinateSpace
    private var recognizer: GestureRecognizer

    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
        recognizer = GestureRecognizer(kind: .drag(minimumDistance: 0, space: coordinateSpace.coordinateSpace))
    }

    public var _recognizer: GestureRecognizer { recognizer }

    /// The touches as they move.
    public func onChanged(_ action: @escaping (Value) -> Void) -> SpatialEventGesture {
        var copy = self
        copy.recognizer.changed.append { action(Self.events($0, phase: .active)) }
        return copy
    }

    /// The touches as they lift.
    public func onEnded(_ action: @escaping (Value) -> Void) -> SpatialEventGesture {
        var copy = self
        copy.recognizer.ended.append { action(Self.events($0, phase: .ended)) }
        return copy
    }

    private static func events(_ drag: DragGesture.Value, phase: SpatialEventCollection.Event.Phase) -> SpatialEventCollection {
        SpatialEventCollection(events: [.init(id: .init(value: 0), timestamp: drag.time.timeIntervalSinceReferenceDate, kind: .touch,
                                              location: drag.location, phase: phase, modifierKeys: [], inputDevicePose: nil)])
    }
}
