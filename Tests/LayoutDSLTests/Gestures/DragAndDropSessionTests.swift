import Foundation
@testable import LayoutDSL
import Testing

/// iOS 26's drag and drop values: the operations a drop suggests, proposals for drags from other
/// apps, drag configurations with the SDK's defaults, and the sessions' dragged item identifiers.
struct DragAndDropSessionTests {
    @Test func operationSetsCombineAndDescribeThemselves() {
        let suggested: DropOperation.Set = [.copy, .move]
        #expect(suggested.contains(.move) && !suggested.contains(.forbidden))
        #expect(suggested.union(.cancel).description == "[.cancel, .copy, .move]")
        #expect(DropOperation.Set().description == "[]")
        #expect(Set([DropOperation.Set.copy.rawValue, DropOperation.Set.move.rawValue, DropOperation.Set.cancel.rawValue,
                     DropOperation.Set.forbidden.rawValue]).count == 4)
    }

    @Test func proposalsForDragsFromOtherApps() {
        let both = DropProposal(withinApplication: .move, outsideApplication: .copy)
        #expect(both.operation == .move && both.operationOutsideApplication == .copy)
        #expect(DropProposal(operation: .copy).operationOutsideApplication == nil)
        #expect(both.debugDescription == "DropProposal(operation: .move, outsideApplication: .copy)")
    }

    /// The SDK's defaults: no move within the app, a copy outside it.
    @Test func dragConfigurationDefaults() {
        let standard = DragConfiguration()
        #expect(!standard.operationsWithinApp.allowMove && standard.operationsOutsideApp.allowCopy)
        let moving = DragConfiguration(allowMove: true)
        #expect(moving.operationsWithinApp.allowMove && moving.operationsOutsideApp.allowCopy)
        #expect(DropConfiguration(operation: .forbidden).operation == .forbidden)
    }

    @Test func sessionsGiveTheDraggedItemsOfAType() {
        let drag = DragSession(id: .init(value: 1), phase: .ending(.move), draggedItemIndex: 1, location: .zero,
                               itemIDs: [AnyHashable(UUID()), AnyHashable(7), AnyHashable(9)])
        #expect(drag.draggedItemIDs(for: Int.self) == [7, 9] && drag.draggedItemIDs(for: String.self).isEmpty)
        #expect(drag.phase.description == "ending(move)" && drag.phase != .ended(.move))
        let drop = DropSession(id: .init(value: 2), phase: .ended(.copy), localSession: .init(itemIDs: ["a", 3]), itemsCount: 2,
                               suggestedOperations: [.copy], size: CGSize(width: 40, height: 40), location: CGPoint(x: 5, y: 6))
        #expect(drop.localSession?.draggedItemIDs(for: String.self) == ["a"])
        #expect(drop.debugDescription == "DropSession(id: 2, phase: ended(copy), itemsCount: 2, suggestedOperations: [.copy])")
    }

    /// A drop destination draws its view as it is: nothing is dropped in a rendered run. A closure
    /// that returns a `Bool` still takes the location form, one without a result the session form.
    @Test func dropDestinationsDrawTheirContent() throws {
        let tree = try resolve(VStack {
            Text("Session").dropDestination(for: String.self) { items, session in _ = (items, session.itemsCount) }
                .accessibilityIdentifier("session")
            Text("Location").dropDestination(for: String.self) { items, location in return !items.isEmpty && location.x >= 0 }
                .accessibilityIdentifier("location")
            Text("Off").dropDestination(for: String.self, isEnabled: false) { _, _ in }.accessibilityIdentifier("off")
        }, 200, 200)
        #expect(frame(tree, "session").height == frame(tree, "location").height)
        #expect(tree.allNodes.compactMap(\.text) == ["Session", "Location", "Off"])
    }
}
