import CoreData

// The classes Xcode generates for a model with `Category` and `Item` (codegen "Class Definition"),
// with `@NSManaged` spelled `@_Managed`, as `snap` compiles it (these files are not rewritten).
final class Item: NSManagedObject {
    @nonobjc class func fetchRequest() -> NSFetchRequest<Item> { NSFetchRequest<Item>(entityName: "Item") }
    @_Managed var name: String?
    @_Managed var timestamp: Date?
    @_Managed var rating: Int16
    @_Managed var isDone: Bool
    @_Managed var category: Category?
}

final class Category: NSManagedObject {
    @_Managed var title: String?
    @_Managed var items: NSSet?
    @_ToMany func addToItems(_ value: Item)
    @_ToMany func removeFromItems(_ value: Item)
    @_ToMany func addToItems(_ values: NSSet)
    @_ToMany func removeFromItems(_ values: NSSet)
}

/// The model of `Item` and `Category` as an `.xcdatamodel`'s `contents`: a category's items are
/// deleted with it, an item leaves its category's items when deleted.
let modelXML = """
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
    <entity name="Category" representedClassName="Category" syncable="YES" codeGenerationType="class">
        <attribute name="title" attributeType="String"/>
        <relationship name="items" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="category" \
inverseEntity="Item"/>
    </entity>
    <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
        <attribute name="isDone" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
        <attribute name="name" optional="YES" attributeType="String"/>
        <attribute name="rating" optional="YES" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
        <attribute name="timestamp" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
        <relationship name="category" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Category" \
inverseName="items" inverseEntity="Category"/>
    </entity>
</model>
"""

/// A container of the model, its store in memory, loaded.
func makeContainer() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Test", managedObjectModel: NSManagedObjectModel(_DataModelContents(xml: modelXML)))
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, error in precondition(error == nil) }
    return container
}
