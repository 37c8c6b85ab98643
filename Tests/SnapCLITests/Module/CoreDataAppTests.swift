import CoreData
import Foundation
@testable import snap
import Testing

/// `Examples/Pantry`, Xcode's Core Data App template (`PersistenceController.preview` inserting ten
/// items) with a model of two entities, renders as an Xcode project: the model's classes are
/// generated from its `.xcdatamodeld`, which the bundle holds as `Pantry.momd` for
/// `NSPersistentContainer(name:)`, and `@NSManaged` compiles through CoreData's macros.
struct CoreDataAppTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Pantry")

    let snap = SnapFileTests()

    func texts(_ json: String) throws -> [String] {
        try String(contentsOf: snap.directory.appendingPathComponent(json), encoding: .utf8)
            .matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) }
    }

    @Test func templatePreviewListsThePreviewItems() throws {
        try FileManager.default.createDirectory(at: snap.directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.example, to: snap.directory.appendingPathComponent("Pantry"))
        let result = try snap.run(["render", "Pantry/Pantry/ContentView.swift", "--layout-json", "content.json", "--timeout", "600",
                                   "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let content = try texts("content.json")
        // Ten rows of `Text(item.timestamp!, formatter: itemFormatter)` at the virtual clock's time
        // (JSON escapes the slashes; a narrow no-break space precedes "AM").
        #expect(content.filter { $0 == #"1\/1\/26, 12:00:00\#u{202F}AM"# }.count == 10, "\(content)")
        #expect(content.contains("Edit"))
        let shelves = try snap.run(["render", "Pantry/Pantry/ShelfList.swift", "--layout-json", "shelves.json", "--quiet"])
        #expect(shelves.status == 0, "\(shelves.stderr)")
        #expect(try texts("shelves.json") == ["Baking", "1 items, 5 in all", "Spices", "3 items, 6 in all"])
        // `@SectionedFetchRequest` by shelf name: nil sorts first, most plentiful first within a shelf.
        let sections = try snap.run(["render", "Pantry/Pantry/ItemsByShelf.swift", "--layout-json", "sections.json", "--quiet"])
        #expect(sections.status == 0, "\(sections.stderr)")
        // Section headers in title case, as the Liquid Glass design writes them; the large title
        // last, as it is drawn: above the content it scrolls with (`NavigationHeaderBehavior`).
        #expect(try texts("sections.json") == ["Quantity", "4", "Unshelved", "Quantity", "5", "Baking",
                                               "Quantity", "7", "Quantity", "2", "Spices", "By Shelf"])
    }

    @Test func managedAttributesCompileAsTheMacros() {
        let source = """
            @objc(Item)
            public class Item: NSManagedObject {}
            extension Item {
                @NSManaged public var timestamp: Date?
                @objc(addItemsObject:)
                @NSManaged public func addToItems(_ value: Item)
            }

            """
        let text = PreviewSourceFile(source: source, configuration: PreviewBuildConfiguration(swiftVersion: "5")).compiledText
        let blank = { (count: Int) in String(repeating: " ", count: count) }
        #expect(text == blank(11) + "\npublic class Item: NSManagedObject {}\nextension Item {\n"
                + "    @_Managed  public var timestamp: Date?\n    " + blank(22) + "\n"
                + "    @_ToMany   public func addToItems(_ value: Item)\n}\n")
    }

    @Test func entityClassesAreGeneratedAsXcodeGeneratesThem() throws {
        let model = try #require(_DataModelContents(contentsOf: Self.example.appendingPathComponent("Pantry/Pantry.xcdatamodeld")))
        #expect(model.entities.map(\.name) == ["Item", "Shelf"])
        #expect(model.entities[0].attributes.map(\.name) == ["timestamp", "quantity"])
        #expect(model.entities[1].relationships.first?.isToMany == true)
        #expect(CoreDataClasses.source(models: [model]) == """
            import CoreData
            import Foundation

            public class Item: NSManagedObject {}

            extension Item {
                @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
                    NSFetchRequest<Item>(entityName: "Item")
                }
                @_Managed public var timestamp: Date?
                @_Managed public var quantity: Int16
                @_Managed public var shelf: Shelf?
            }

            public class Shelf: NSManagedObject {}

            extension Shelf {
                @nonobjc public class func fetchRequest() -> NSFetchRequest<Shelf> {
                    NSFetchRequest<Shelf>(entityName: "Shelf")
                }
                @_Managed public var name: String?
                @_Managed public var items: NSSet?
            }

            // MARK: Generated accessors for items
            extension Shelf {
                @_ToMany public func addToItems(_ value: Item)
                @_ToMany public func removeFromItems(_ value: Item)
                @_ToMany public func addToItems(_ values: NSSet)
                @_ToMany public func removeFromItems(_ values: NSSet)
            }

            """)
    }
}
