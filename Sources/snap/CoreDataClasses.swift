import AssetSymbolGeneration
import CoreData

/// The Swift that Xcode generates for a Core Data model's entities (its
/// `<Entity>+CoreDataClass.swift` and `<Entity>+CoreDataProperties.swift`), compiled with a
/// previewed module so that `Item(context:)`, `item.timestamp` and `Item.fetchRequest()` resolve
/// as in Xcode. An entity whose codegen is "Class Definition" gets its class and its properties;
/// "Category/Extension" only the properties (the app declares the class); "Manual/None" nothing.
///
/// Types as Xcode's Swift codegen writes them: attributes of object types are optional whatever
/// the model says (`String?`, `Date?`, `Data?`, `UUID?`, `URL?`, `NSDecimalNumber?`, `NSNumber?`
/// for numbers without scalar type, a transformable's class or `NSObject?`), scalars are not
/// (`Int16`, `Int32`, `Int64`, `Double`, `Float`, `Bool`); a to-one relationship is its
/// destination's class, optional; a to-many one `NSSet?` (`NSOrderedSet?` when ordered), with
/// the accessors Xcode generates. `@NSManaged` is written as the `_Managed` and `_ToMany` macros
/// it compiles to here (see `PreviewSourceFile`).
enum CoreDataClasses {
    static func source(models: [_DataModelContents]) -> String {
        let entities = models.flatMap(\.entities).filter { $0.codeGenerationType == "class" || $0.codeGenerationType == "category" }
        guard !entities.isEmpty else { return "" }
        var classNames: [String: String] = [:]
        for entity in models.flatMap(\.entities) { classNames[entity.name] = className(entity) }
        return "import CoreData\nimport Foundation\n" + entities.map { declarations($0, classNames) }.joined()
    }

    static func className(_ entity: _DataModelContents.Entity) -> String {
        String(entity.className.split(separator: ".").last ?? Substring(entity.name))
    }

    private static func declarations(_ entity: _DataModelContents.Entity, _ classNames: [String: String]) -> String {
        let name = className(entity)
        var text = "\n"
        if entity.codeGenerationType == "class" {
            let superclass = entity.parent.flatMap { classNames[$0] } ?? "NSManagedObject"
            text += "public class \(name): \(superclass) {}\n\n"
        }
        text += "extension \(name) {\n"
        text += "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(name)> {\n"
        text += "        NSFetchRequest<\(name)>(entityName: \(String(reflecting: entity.name)))\n    }\n"
        for attribute in entity.attributes {
            text += "    @_Managed public var \(identifier(attribute.name)): \(type(attribute))\n"
        }
        for relationship in entity.relationships {
            let destination = classNames[relationship.destination] ?? "NSManagedObject"
            let type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?") : destination + "?"
            text += "    @_Managed public var \(identifier(relationship.name)): \(type)\n"
        }
        text += "}\n"
        for relationship in entity.relationships where relationship.isToMany {
            text += accessors(of: name, relationship, destination: classNames[relationship.destination] ?? "NSManagedObject")
        }
        return text
    }

    /// The accessors Xcode generates for a to-many relationship (`addToItems(_:)`…).
    private static func accessors(of name: String, _ relationship: _DataModelContents.Relationship, destination: String) -> String {
        let key = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
        var lines: [String] = []
        if relationship.isOrdered {
            lines += [
                "func insertInto\(key)(_ value: \(destination), at idx: Int)", "func removeFrom\(key)(at idx: Int)",
                "func insertInto\(key)(_ values: [\(destination)], at indexes: NSIndexSet)",
                "func removeFrom\(key)(at indexes: NSIndexSet)", "func replace\(key)(at idx: Int, with value: \(destination))",
                "func replace\(key)(at indexes: NSIndexSet, with values: [\(destination)])",
            ]
        }
        let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
        lines += [
            "func addTo\(key)(_ value: \(destination))", "func removeFrom\(key)(_ value: \(destination))",
            "func addTo\(key)(_ values: \(collection))", "func removeFrom\(key)(_ values: \(collection))",
        ]
        return "\n// MARK: Generated accessors for \(relationship.name)\nextension \(name) {\n"
            + lines.map { "    @_ToMany public \($0)\n" }.joined() + "}\n"
    }

    /// The Swift type of an attribute's property.
    static func type(_ attribute: _DataModelContents.Attribute) -> String {
        if attribute.usesScalarValueType {
            let scalars = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Double": "Double", "Float": "Float",
                           "Boolean": "Bool"]
            if let scalar = scalars[attribute.type] { return scalar }
        }
        let objects = ["String": "String?", "Date": "Date?", "Binary": "Data?", "UUID": "UUID?", "URI": "URL?",
                       "Decimal": "NSDecimalNumber?", "Integer 16": "NSNumber?", "Integer 32": "NSNumber?", "Integer 64": "NSNumber?",
                       "Double": "NSNumber?", "Float": "NSNumber?", "Boolean": "NSNumber?"]
        return objects[attribute.type] ?? ((attribute.customClassName.map { $0 + "?" }) ?? "NSObject?")
    }

    private static func identifier(_ name: String) -> String { AssetSymbols.keywords.contains(name) ? "`\(name)`" : name }
}
