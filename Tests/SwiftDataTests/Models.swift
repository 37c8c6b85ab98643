import Foundation
import SwiftData

@Model
final class Item {
    var name: String
    var date: Date
    var isDone = false
    var rating: Int?
    @Transient var scratch = 0
    init(name: String, date: Date = Date(timeIntervalSince1970: 0), rating: Int? = nil) {
        self.name = name
        self.date = date
        self.rating = rating
    }
}

@Model
final class Folder {
    @Attribute(.unique) var code: String
    var title: String
    @Relationship(deleteRule: .cascade, inverse: \Note.folder) var notes: [Note] = []
    var pinned: Note?
    init(code: String, title: String) {
        self.code = code
        self.title = title
    }
}

@Model
final class Note {
    var text: String
    var folder: Folder?
    init(text: String) { self.text = text }
}

/// Only the default-context test uses this type: that context is one for the process.
@Model
final class Scratch {
    var value = 0
    init() {}
}

enum SchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Item.self, Folder.self, Note.self] }
}

enum Migrations: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }
    static var stages: [MigrationStage] { [] }
}

func makeContainer() throws -> ModelContainer {
    try ModelContainer(for: Item.self, Folder.self, Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}
