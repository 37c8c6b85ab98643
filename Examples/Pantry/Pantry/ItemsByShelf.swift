//
//  ItemsByShelf.swift
//  Pantry
//
//  Not from Xcode's template: every item in a section per shelf, most plentiful first, through
//  a sectioned fetch request.
//

import SwiftUI
import CoreData

struct ItemsByShelf: View {
    @SectionedFetchRequest(sectionIdentifier: \Item.shelf?.name,
                           sortDescriptors: [NSSortDescriptor(key: "shelf.name", ascending: true),
                                             NSSortDescriptor(keyPath: \Item.quantity, ascending: false)])
    private var sections: SectionedFetchResults<String?, Item>

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections) { section in
                    Section(section.id ?? "Unshelved") {
                        ForEach(section) { item in
                            LabeledContent("Quantity", value: item.quantity, format: .number)
                        }
                    }
                }
            }
            .navigationTitle("By Shelf")
        }
    }
}

#Preview("By Shelf") {
    let context = PersistenceController(inMemory: true).container.viewContext
    for (name, quantities) in [("Spices", [2, 7]), ("Baking", [5]), (nil, [4])] {
        let shelf = name.map { name -> Shelf in
            let shelf = Shelf(context: context)
            shelf.name = name
            return shelf
        }
        for quantity in quantities {
            let item = Item(context: context)
            item.quantity = Int16(quantity)
            item.shelf = shelf
        }
    }
    return ItemsByShelf().environment(\.managedObjectContext, context)
}
