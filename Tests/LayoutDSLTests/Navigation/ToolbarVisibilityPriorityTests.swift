@testable import LayoutDSL
import Testing

/// iOS 27's `ToolbarItemVisibilityPriority` and `visibilityPriority(_:)`, and the Liquid Glass bar
/// folding the trailing items that do not fit into its overflow menu (Apple's documentation of both,
/// and of `UINavigationItem.additionalOverflowItems`).
@Suite(.design(.liquidGlass))
struct ToolbarVisibilityPriorityTests {
    typealias Priority = ToolbarItemVisibilityPriority

    /// "Items with a lower priority move first"; a value made just below or above a system priority
    /// stays between it and the next one, and two made the same way are equal.
    @Test func prioritiesOrder() {
        #expect(Priority.low < .automatic && Priority.automatic < .high)
        #expect(Priority(lowerThan: .high) < .high && Priority.automatic < Priority(lowerThan: .high))
        #expect(Priority(higherThan: .low) > .low && Priority(higherThan: .low) < .automatic)
        #expect(Priority(lowerThan: Priority(lowerThan: .high)) > .automatic)
        #expect(Priority(lowerThan: .high) == Priority(lowerThan: .high))
        #expect(Priority(higherThan: .automatic) != Priority(lowerThan: .high))
    }

    /// A heart button item, the `index`th of its bar.
    struct HeartItem: ToolbarContent {
        let index: Int
        var keep: Int?
        var body: some ToolbarContent {
            ToolbarItem { Button("Item \(index)", systemImage: "heart") {}.accessibilityIdentifier("item\(index)") }
                .visibilityPriority(index == keep ? .high : .automatic)
        }
    }

    /// Three trailing items, or twelve (item 11 of high priority when `keep` says so).
    struct Bar: View {
        let items: Int
        var keep: Int? = nil
        var body: some View {
            NavigationStack {
                Color.white
                    .navigationTitle("Photos")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        Group {
                            HeartItem(index: 0, keep: keep)
                            HeartItem(index: 1, keep: keep)
                            HeartItem(index: 2, keep: keep)
                        }
                        if items == 12 {
                            Group {
                                HeartItem(index: 3, keep: keep)
                                HeartItem(index: 4, keep: keep)
                                HeartItem(index: 5, keep: keep)
                                HeartItem(index: 6, keep: keep)
                                HeartItem(index: 7, keep: keep)
                            }
                            Group {
                                HeartItem(index: 8, keep: keep)
                                HeartItem(index: 9, keep: keep)
                                HeartItem(index: 10, keep: keep)
                                HeartItem(index: 11, keep: keep)
                            }
                        }
                    }
            }
        }
    }

    func shown(_ bar: Bar) throws -> (items: [Int], more: ResolvedNode?, host: ViewHost) {
        let host = iPhone16Host(bar)
        let tree = try host.update()
        return ((0..<bar.items).filter { tree.node(id: "item\($0)") != nil }, tree.allNodes.last { $0.type == "ellipsis" }, host)
    }

    /// Three items fit the 393 pt bar: all shown, no overflow button.
    @Test func itemsThatFitStay() throws {
        let bar = try shown(Bar(items: 3))
        #expect(bar.items == [0, 1, 2])
        #expect(bar.more == nil)
    }

    /// Twelve items do not: the first ones stay, the trailing-most go, and the overflow button
    /// ends the row.
    @Test func theTrailingMostFoldFirst() throws {
        let bar = try shown(Bar(items: 12))
        let kept = bar.items
        #expect(!kept.isEmpty && kept.count < 12)
        #expect(kept == Array(0..<kept.count))
        let more = try #require(bar.more).frame
        #expect(more.minX > 393 - 16 - 44 && more.maxX <= 393 - 16)
        // The menu lists the items that went, in the toolbar's order.
        let menu = try bar.host.tap(at: CGPoint(x: more.midX, y: more.midY))
        let titles = menu.allNodes.compactMap(\.text).filter { $0.hasPrefix("Item ") }
        #expect(titles == (kept.count..<12).map { "Item \($0)" })
    }

    /// The last item with a high priority stays; the one before it goes in its place.
    @Test func aHighPriorityItemStays() throws {
        let plain = try shown(Bar(items: 12)).items
        let kept = try shown(Bar(items: 12, keep: 11)).items
        #expect(kept.contains(11))
        #expect(kept.count == plain.count)
        #expect(kept == Array(0..<(plain.count - 1)) + [11])
    }
}
