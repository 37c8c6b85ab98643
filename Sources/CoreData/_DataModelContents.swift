/// What a Core Data model file (`.xcdatamodeld`) declares, read from the `contents` XML Xcode's
/// model editor writes: its entities, with their attributes, relationships and code generation.
/// `NSManagedObjectModel(contentsOf:)` builds a model from it, and `snap` generates the classes
/// of the entities whose codegen is "Class Definition" from it (Sources/snap/CoreDataClasses.swift),
/// as Xcode does. Xcode compiles the model to a `.momd` in the app's bundle; `snap` copies the
/// model there under that name, and this reads either.
public struct _DataModelContents: Equatable, Sendable {
    public struct Attribute: Equatable, Sendable {
        public var name: String
        /// The model's name of the type: `String`, `Integer 16`, `Date`, `Boolean`, `Binary`…
        public var type: String
        public var isOptional: Bool
        /// Whether Xcode's generated property is a Swift scalar (`Int16`, `Bool`) rather than an object (`NSNumber?`).
        public var usesScalarValueType: Bool
        public var defaultValue: String?
        /// A transformable attribute's class (`customClassName`).
        public var customClassName: String?
        public var isTransient: Bool
    }

    public struct Relationship: Equatable, Sendable {
        public var name: String
        public var destination: String
        public var inverse: String?
        public var isToMany: Bool
        public var isOrdered: Bool
        public var isOptional: Bool
        /// `Nullify`, `Cascade`, `Deny` or `No Action`.
        public var deleteRule: String?
        public var minCount: Int
        public var maxCount: Int
    }

    public struct Entity: Equatable, Sendable {
        public var name: String
        /// `representedClassName`: the class of the entity's objects.
        public var className: String
        /// `class` (Class Definition), `category` (Category/Extension), or nil (Manual/None).
        public var codeGenerationType: String?
        public var parent: String?
        public var isAbstract: Bool
        public var attributes: [Attribute] = []
        public var relationships: [Relationship] = []
    }

    public var entities: [Entity]

    /// The model in the `contents` XML of an `.xcdatamodel`.
    public init(xml: String) {
        var entities: [Entity] = []
        for tag in Self.tags(xml) {
            let value = tag.attributes
            switch tag.name {
            case "entity" where !tag.isClosing:
                guard let name = value["name"] else { continue }
                entities.append(Entity(name: name, className: value["representedClassName"] ?? name,
                                       codeGenerationType: value["codeGenerationType"], parent: value["parentEntity"],
                                       isAbstract: value["isAbstract"] == "YES"))
            case "attribute" where !entities.isEmpty:
                guard let name = value["name"] else { continue }
                entities[entities.count - 1].attributes.append(Attribute(
                    name: name, type: value["attributeType"] ?? "Undefined", isOptional: value["optional"] == "YES",
                    usesScalarValueType: value["usesScalarValueType"] == "YES", defaultValue: value["defaultValueString"],
                    customClassName: value["customClassName"], isTransient: value["transient"] == "YES"))
            case "relationship" where !entities.isEmpty:
                guard let name = value["name"], let destination = value["destinationEntity"] else { continue }
                let maxCount = Int(value["maxCount"] ?? "") ?? 0
                let toMany = value["toMany"] == "YES"
                entities[entities.count - 1].relationships.append(Relationship(
                    name: name, destination: destination, inverse: value["inverseName"], isToMany: toMany,
                    isOrdered: value["ordered"] == "YES", isOptional: value["optional"] == "YES", deleteRule: value["deletionRule"],
                    minCount: Int(value["minCount"] ?? "") ?? 0, maxCount: toMany ? maxCount : 1))
            default:
                continue
            }
        }
        self.entities = entities
    }

    /// The model at `url`: an `.xcdatamodeld` or `.momd` folder (its current version, named by
    /// `.xccurrentversion`, else its only or first `.xcdatamodel`), an `.xcdatamodel` folder, or
    /// a `contents` file; nil when there is none.
    public init?(contentsOf url: URL) {
        guard let file = Self.contentsFile(url), let xml = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        self.init(xml: xml)
    }

    static func contentsFile(_ url: URL) -> URL? {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return url }
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents") }
        var version: URL?
        if let data = manager.contents(atPath: url.appendingPathComponent(".xccurrentversion").path),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let name = plist["_XCCurrentVersionName"] as? String {
            version = url.appendingPathComponent(name)
        }
        if version == nil || !manager.fileExists(atPath: version!.path) {
            version = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
                .first.map { url.appendingPathComponent($0) }
        }
        return version.map { $0.appendingPathComponent("contents") }
    }

    /// The XML's tags in order: name, attributes (entities decoded), and whether it closes an element.
    static func tags(_ xml: String) -> [(name: String, attributes: [String: String], isClosing: Bool)] {
        xml.matches(of: #/<(/?)([A-Za-z][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*"[^"]*")*)\s*/?>/#).map { match in
            var attributes: [String: String] = [:]
            for attribute in match.output.3.matches(of: #/([\w.:-]+)\s*=\s*"([^"]*)"/#) {
                attributes[String(attribute.output.1)] = decoded(String(attribute.output.2))
            }
            return (String(match.output.2), attributes, !match.output.1.isEmpty)
        }
    }

    /// XML's character references and the five named entities.
    static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = text
        for (entity, character) in [("&quot;", "\""), ("&apos;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&#10;", "\n"), ("&#9;", "\t")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }
}
