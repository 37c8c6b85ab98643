import Foundation

extension NavigationPath {
    /// A path written out for state restoration (SwiftUI's `NavigationPath.CodableRepresentation`,
    /// kept in `@SceneStorage` and read back when the scene returns): each value as its type's
    /// mangled name and its JSON, so that the values come back with their types. Only a path
    /// whose every value is `Codable` has one.
    public struct CodableRepresentation: Codable {
        struct Element: Codable, Equatable {
            let type: String
            let json: String
        }
        let elements: [Element]

        public init(from decoder: any Decoder) throws {
            elements = try decoder.singleValueContainer().decode([Element].self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(elements)
        }

        init(elements: [Element]) { self.elements = elements }
    }

    /// The path written out, or nil when one of its values is not `Codable` (or cannot be encoded).
    public var codable: CodableRepresentation? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var written: [CodableRepresentation.Element] = []
        for element in elements {
            guard let value = element.base as? any Encodable & Decodable,
                  let data = try? encoder.encode(value) else { return nil }
            written.append(.init(type: _mangledTypeName(type(of: value)) ?? "", json: String(decoding: data, as: UTF8.self)))
        }
        return CodableRepresentation(elements: written)
    }

    /// A path read back from its representation. A value whose type this program does not have,
    /// or whose JSON no longer decodes, is left out with the values after it, as a restored
    /// stack keeps the screens it can rebuild.
    public init(_ codable: CodableRepresentation) {
        var values: [AnyHashable] = []
        for element in codable.elements {
            guard let type = _typeByName(element.type) as? any (Decodable & Hashable).Type,
                  let value = try? JSONDecoder().decode(type, from: Data(element.json.utf8)) else { break }
            values.append(AnyHashable(value))
        }
        elements = values
    }
}
