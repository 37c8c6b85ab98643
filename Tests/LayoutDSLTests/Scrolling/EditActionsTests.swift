import Foundation
import LayoutDSL
import Testing

/// Lists bound to a collection with editing actions (iOS 16): `EditActions` by what the
/// collection supports, rows that look as without editing at rest, and swipe to delete that
/// removes the swiped element from the bound collection.
@MainActor
@Suite(.design(.compatibility))
struct EditActionsTests {
    struct Item: Identifiable, Equatable { let id: Int; var name: String }

    /// A fixed-size collection: mutable, not removable.
    struct Slots: MutableCollection, RandomAccessCollection {
        var storage: [Int]
        var startIndex: Int { 0 }
        var endIndex: Int { storage.count }
        subscript(position: Int) -> Int { get { storage[position] } set { storage[position] = newValue } }
    }

    @Test func actionsFollowWhatTheCollectionSupports() {
        #expect(EditActions<[Item]>.all == [.delete, .move] && EditActions<[Item]>.all.rawValue == 3)
        #expect(EditActions<Slots>.all == .move && EditActions<Slots>.move != EditActions(rawValue: 1))
    }

    /// `move(fromOffsets:toOffset:)` on a collection that cannot grow or shrink: the moved
    /// elements gather before the destination in their order (SwiftUI's documented example,
    /// items 1 and 3 of five moved to offset 0, then to the end).
    @Test func moveRearrangesAnyMutableCollection() {
        var slots = Slots(storage: [10, 11, 12, 13, 14])
        slots.move(fromOffsets: [1, 3], toOffset: 0)
        #expect(slots.storage == [11, 13, 10, 12, 14])
        slots.move(fromOffsets: [0, 1], toOffset: 5)
        #expect(slots.storage == [10, 12, 14, 11, 13])
        slots.move(fromOffsets: [2], toOffset: 2)
        #expect(slots.storage == [10, 12, 14, 11, 13])
        var array = [10, 11, 12, 13, 14]
        array.move(fromOffsets: [4, 0], toOffset: 2)
        #expect(array == [11, 10, 14, 12, 13])
    }

    static let items = [Item(id: 1, name: "Alpha"), Item(id: 2, name: "Bravo"), Item(id: 3, name: "Charlie")]

    struct Editable: View {
        let actions: EditActions<[Item]>
        @State private var items = EditActionsTests.items
        var body: some View {
            List($items, editActions: actions) { $item in
                TextField("Name", text: $item.name).accessibilityIdentifier(item.name)
            }
            .listStyle(.plain)
        }
    }

    struct Plain: View {
        var body: some View {
            List(EditActionsTests.items) { item in
                TextField("Name", text: .constant(item.name)).accessibilityIdentifier(item.name)
            }
            .listStyle(.plain)
        }
    }

    func names(_ tree: ResolvedTree) -> [String] { Self.items.map(\.name).filter { tree.node(id: $0) != nil } }

    /// At rest an editable list is the list without editing: each row's field where it is.
    @Test func atRestRowsAreUnchanged() throws {
        let edited = try resolve(Editable(actions: .all), 390, 300)
        let plain = try resolve(Plain(), 390, 300)
        #expect(names(edited) == ["Alpha", "Bravo", "Charlie"])
        #expect(Self.items.map { frame(edited, $0.name) } == Self.items.map { frame(plain, $0.name) })
        #expect(frame(edited, "Bravo") == rect(20, 55.5, 350, 21))
    }

    /// With `.delete` a full swipe on the second row removes that element from the bound
    /// collection, and the third row moves up into its place; without it the same swipe does nothing.
    @Test func aFullSwipeDeletesTheElement() throws {
        let frames = try ViewHost(Editable(actions: .delete), canvasSize: CGSize(width: 390, height: 300))
            .drag(from: CGPoint(x: 360, y: 66), to: CGPoint(x: 50, y: 66), duration: 0.3, settle: 0.1)
        let tree = try #require(frames.last?.tree)
        #expect(names(tree) == ["Alpha", "Charlie"] && frame(tree, "Charlie").minY == 55.5)

        let kept = try ViewHost(Editable(actions: .move), canvasSize: CGSize(width: 390, height: 300))
            .drag(from: CGPoint(x: 360, y: 66), to: CGPoint(x: 50, y: 66), duration: 0.3, settle: 0.1)
        #expect(names(try #require(kept.last?.tree)) == ["Alpha", "Bravo", "Charlie"])
    }

    /// A row's own trailing swipe actions replace the Delete the editing actions synthesize
    /// ("When you set a swipe action, the system no longer synthesizes the Delete action",
    /// Apple's documentation of `swipeActions`): a swipe shows Pin, and a full swipe pins
    /// rather than deletes.
    @Test func aRowsOwnSwipeActionsReplaceDelete() throws {
        final class Log { var pinned: [String] = [] }
        struct Pinnable: View {
            let log: Log
            @State private var items = EditActionsTests.items
            var body: some View {
                List($items, editActions: .delete) { $item in
                    Text(item.name).accessibilityIdentifier(item.name)
                        .swipeActions { Button("Pin") { log.pinned.append(item.name) }.tint(.orange) }
                }
                .listStyle(.plain)
            }
        }
        let log = Log()
        let half = try ViewHost(Pinnable(log: Log()), canvasSize: CGSize(width: 390, height: 300))
            .drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 220, y: 22), duration: 0.2, settle: 0.1)
        let tree = try #require(half.last?.tree)
        #expect(tree.allNodes.contains { $0.text == "Pin" } && !tree.allNodes.contains { $0.text == "Delete" })
        let full = try ViewHost(Pinnable(log: log), canvasSize: CGSize(width: 390, height: 300))
            .drag(from: CGPoint(x: 360, y: 66), to: CGPoint(x: 50, y: 66), duration: 0.3, settle: 0.1)
        let after = try #require(full.last?.tree)
        #expect(log.pinned == ["Bravo"] && names(after) == ["Alpha", "Bravo", "Charlie"])
    }

    /// Half a swipe opens the row on iOS's red Delete button at the trailing edge.
    @Test func aSwipeRevealsDelete() throws {
        let frames = try ViewHost(Editable(actions: .all), canvasSize: CGSize(width: 390, height: 300))
            .drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 220, y: 22), duration: 0.2, settle: 0.1)
        let tree = try #require(frames.last?.tree)
        let delete = try #require(tree.allNodes.first { $0.text == "Delete" })
        #expect((316...390).contains(delete.frame.midX) && frame(tree, "Alpha").minX == 20 - 74)
        #expect(names(tree) == ["Alpha", "Bravo", "Charlie"])
    }
}
