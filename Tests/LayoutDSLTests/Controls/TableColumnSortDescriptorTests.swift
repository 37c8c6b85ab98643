import Foundation
import LayoutDSL
import Testing

/// Columns of `NSObject` rows sorted by `SortDescriptor`s: any value key path, cells drawn. The key
/// paths name their root: the type checker does not infer it through the `NSObject` requirement.
struct TableColumnSortDescriptorTests {
    final class Account: NSObject, Identifiable {
        let name: String, balance: Double, opened: Date?, active: Bool
        init(_ name: String, balance: Double, active: Bool) {
            self.name = name; self.balance = balance; self.opened = nil; self.active = active
        }
    }
    static let accounts = [Account("Checking", balance: 120, active: true), Account("Savings", balance: 900, active: false)]

    @Test func cellsOfEachValueType() throws {
        var order = [SortDescriptor(\Account.name)]
        let table = Table(Self.accounts, sortOrder: Binding(get: { order }, set: { order = $0 })) {
            TableColumn("Name", value: \Account.name)
            TableColumn(Text("Balance"), value: \Account.balance) { Text("\(Int($0.balance))") }
            TableColumn("Opened", value: \Account.opened) { Text($0.opened == nil ? "–" : "yes") }
            TableColumn("Active" as String, value: \Account.active) { Text($0.active ? "on" : "off") }
        }
        let texts = try resolve(table.environment(\.horizontalSizeClass, .regular), 800, 400).allNodes.compactMap(\.text)
        #expect(texts == ["Name", "Balance", "Opened", "Active", "Checking", "120", "–", "on", "Savings", "900", "–", "off"])
        #expect(order.count == 1)
    }
}
