//
//  ShelfList.swift
//  Pantry
//
//  Not from Xcode's template: shelves and the items on them, through the model's relationships,
//  a predicate and a sort by key.
//

import SwiftUI
import CoreData

struct ShelfList: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "name", ascending: true)],
                  predicate: NSPredicate(format: "items.@count > 0"))
    private var shelves: FetchedResults<Shelf>

    var body: some View {
        List(shelves) { shelf in
            ShelfRow(shelf: shelf)
        }
    }
}

struct ShelfRow: View {
    @ObservedObject var shelf: Shelf

    var body: some View {
        HStack {
            Text(shelf.name ?? "")
            Spacer()
            Text("\(shelf.items?.count ?? 0) items, \(totalQuantity) in all")
                .foregroundStyle(.secondary)
        }
    }

    private var totalQuantity: Int {
        (shelf.items as? Set<Item> ?? []).reduce(0) { $0 + Int($1.quantity) }
    }
}

#Preview("Shelves") {
    let context = PersistenceController(inMemory: true).container.viewContext
    for (name, quantities) in [("Spices", [2, 1, 3]), ("Baking", [5]), ("Empty", [])] {
        let shelf = Shelf(context: context)
        shelf.name = name
        for quantity in quantities {
            let item = Item(context: context)
            item.quantity = Int16(quantity)
            shelf.addToItems(item)
        }
    }
    return ShelfList().environment(\.managedObjectContext, context)
}
