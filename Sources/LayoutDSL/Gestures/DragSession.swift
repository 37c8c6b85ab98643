import Foundation

/// A drag in progress from a view (iOS 26's `DragSession`), as the system reports it to the
/// drag's handlers: its phase, where it is, and the items dragged from a drag container. The
/// system makes them (the type has no public initializer); no drag starts in a rendered run.
public struct DragSession: Identifiable {
    public enum Phase: Sendable, Hashable, CustomStringConvertible {
        case initial
        case active
        case ending(DropOperation)
        case ended(DropOperation)
        case dataTransferCompleted

        public var description: String {
            switch self {
            case .initial: return "initial"
            case .active: return "active"
            case .ending(let operation): return "ending(\(operation))"
            case .ended(let operation): return "ended(\(operation))"
            case .dataTransferCompleted: return "dataTransferCompleted"
            }
        }
    }

    public struct ID: Sendable, Hashable, CustomDebugStringConvertible {
        let value: Int
        public var debugDescription: String { "DragSession.ID(\(value))" }
    }

    public let id: ID
    public let phase: Phase
    /// The index, among the dragged items, of the one the drag began on.
    public let draggedItemIndex: Int
    public var location: CGPoint
    let itemIDs: [AnyHashable]

    /// The identifiers of the dragged items that are `ItemID`s, in order.
    public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] { itemIDs.compactMap { $0 as? ItemID } }
}

/// A drag over a drop destination (iOS 26's `DropSession`), as the system reports it to
/// `dropDestination(for:isEnabled:action:)`: its phase, the items' count and the operations the
/// drag suggests, the size and location of what is dragged, and, for a drag from this app, the
/// dragged items' identifiers. The system makes them; nothing is dropped in a rendered run.
public struct DropSession: Identifiable, CustomDebugStringConvertible {
    /// The part of a drop that came from a drag in this app.
    public struct LocalSession {
        let itemIDs: [AnyHashable]

        public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] { itemIDs.compactMap { $0 as? ItemID } }
    }

    public struct ID: Sendable, Hashable, Equatable, CustomStringConvertible {
        let value: Int
        public var description: String { "DropSession.ID(\(value))" }
    }

    public enum Phase: Sendable, Hashable, Equatable, CustomStringConvertible {
        case entering
        case active
        case exiting
        case ended(DropOperation)
        case dataTransferCompleted

        public var description: String {
            switch self {
            case .entering: return "entering"
            case .active: return "active"
            case .exiting: return "exiting"
            case .ended(let operation): return "ended(\(operation))"
            case .dataTransferCompleted: return "dataTransferCompleted"
            }
        }
    }

    public let id: ID
    public let phase: Phase
    public var localSession: LocalSession?
    public var itemsCount: Int
    public var suggestedOperations: DropOperation.Set
    public var size: CGSize
    public var location: CGPoint

    public var debugDescription: String {
        "DropSession(id: \(id.value), phase: \(phase), itemsCount: \(itemsCount), suggestedOperations: \(suggestedOperations))"
    }
}
