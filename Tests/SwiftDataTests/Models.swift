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

/// An inferred relationship (Hacking with Swift's SwiftData by Example, "Inferred vs explicit
/// relationships"): neither end says it is the other's inverse, and the to-one end is optional.
@Model
final class School {
    var name: String
    var students: [Student]
    init(name: String, students: [Student] = []) {
        self.name = name
        self.students = students
    }
}

@Model
final class Student {
    var name: String
    var school: School?
    init(name: String, school: School? = nil) {
        self.name = name
        self.school = school
    }
}

/// A non-optional to-one end: SwiftData does not infer an inverse for it.
@Model
final class Course {
    var lessons: [Lesson] = []
    init() {}
}

@Model
final class Lesson {
    var course: Course
    init(course: Course) { self.course = course }
}

/// Many-to-many, the inverse declared on one end.
@Model
final class Post {
    @Relationship(inverse: \Tag.posts) var tags: [Tag] = []
    init() {}
}

@Model
final class Tag {
    var label: String
    var posts: [Post] = []
    init(label: String) { self.label = label }
}
