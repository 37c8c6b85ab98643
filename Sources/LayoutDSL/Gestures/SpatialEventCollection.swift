import Foundation

/// The touches (or pointer, or pencil) a `SpatialEventGesture` is following, one event each
/// (Apple's documentation of `SpatialEventCollection`). The touches a host plays are one finger,
/// so a collection holds one event.
public struct SpatialEventCollection: Collection {
    /// One touch: where it is, in which phase, since when.
    public struct Event: Identifiable, Hashable {
        public struct ID: Hashable {
            let value: Int
        }

        /// What made the event.
        public enum Kind: Hashable { case touch, pointer, pencil }

        public enum Phase: Hashable { case active, ended, cancelled }

        /// The angles of a pencil's tip.
        public struct InputDevicePose: Hashable {
            public var altitude: Angle
            public var azimuth: Angle
        }

        public var id: ID
        public var timestamp: TimeInterval
        public var kind: Kind
        public var location: CGPoint
        public var phase: Phase
        public var modifierKeys: EventModifiers
        public var inputDevicePose: InputDevicePose?
    }

    public struct Index: Comparable {
        let offset: Int
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
    }

    public struct Iterator: IteratorProtocol {
        var events: IndexingIterator<[Event]>
        public mutating func next() -> Event? { events.next() }
    }

    let events: [Event]

    public var startIndex: Index { Index(offset: events.startIndex) }
    public var endIndex: Index { Index(offset: events.endIndex) }
    public func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    public subscript(position: Index) -> Event { events[position.offset] }
    public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }
    public func makeIterator() -> Iterator { Iterator(events: events.makeIterator()) }
}
